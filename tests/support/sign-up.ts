/** A sign-up's fields as the form sends them, the same in every test that signs someone up. */
export function signUpFields(email: string) {
  return {
    firstName: "Fatou",
    lastName: "Diop",
    email,
    password: "motdepasse123",
    confirmPassword: "motdepasse123",
    country: "SN",
    city: "Dakar",
    phone: "77 123 45 67",
    userType: "buyer",
  };
}

/** The multipart body of the sign-up form (`intent=signup`) with `photo` as its profile photo. */
export function signUpFormData(email: string, photo: Blob): FormData {
  const form = new FormData();
  form.append("intent", "signup");
  for (const [key, value] of Object.entries(signUpFields(email))) form.append(key, value);
  form.append("photo", photo);
  return form;
}
