import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The privacy policy in English: a translation of the French text, which prevails. */
export function PrivacyPolicyBody() {
  return (
    <>
      <LegalSection title="1. Introduction">
        <p>
          AutoAfrique is an online car marketplace for buying, selling and renting vehicles in French-speaking West Africa and Morocco. This privacy policy
          explains what personal data we collect when you use the platform, why we collect it, who it is shared with, how long it is kept and how to exercise
          your rights.
        </p>
        <p>
          It applies to everyone who visits the platform or creates an account on it, whether they are individuals, sellers, dealers or agents. It supplements
          the <Link to="/terms-of-service">terms of service</Link> and the <Link to="/data-protection">Data protection</Link> page, which sets out the legal
          bases, the retention periods and the procedure for exercising your rights.
        </p>
      </LegalSection>

      <LegalSection title="2. Data controller">
        <p>The controller of your personal data is AutoAfrique, publisher and operator of the AutoAfrique platform.</p>
        <ul className={legalList}>
          <li>
            For any question about your personal data, or to exercise your rights: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>
          </li>
          <li>
            For any other request: <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Data we collect">
        <p>We only collect the data needed for the platform to work. Depending on how you use it, this falls into the following categories.</p>
        <h3>Account data</h3>
        <ul className={legalList}>
          <li>your first name and surname;</li>
          <li>your email address and whether it has been verified;</li>
          <li>your phone number;</li>
          <li>your profile photo, if you choose to add one;</li>
          <li>your user type (individual, seller, dealer or agent) and, for professionals, the name of your business;</li>
          <li>your city and country;</li>
          <li>your password, which we never store in plain text: only an encrypted fingerprint of it (a hash) is recorded.</li>
        </ul>
        <h3>Data about your listings</h3>
        <ul className={legalList}>
          <li>the photos of your vehicle;</li>
          <li>its specifications: make, model, year, mileage, fuel, gearbox, equipment, condition and declared history;</li>
          <li>the price and the terms of sale or rental;</li>
          <li>the service history you provide;</li>
          <li>the city and country where the vehicle is located.</li>
        </ul>
        <h3>Data relating to your use of the services</h3>
        <ul className={legalList}>
          <li>the messages exchanged with other users through the messaging service;</li>
          <li>your rental booking requests (dates, duration, amount, status) and the reviews you post;</li>
          <li>the history of your purchases of premium services (listing promotion, Pro subscription): service purchased, amount, date and payment status;</li>
          <li>your searches and your favourites.</li>
        </ul>
        <h3>Technical data</h3>
        <ul className={legalList}>
          <li>your IP address;</li>
          <li>the type of browser and device used;</li>
          <li>the pages visited on the platform.</li>
        </ul>
        <p>
          We never collect your bank card details: your card number and its security details are entered directly with our payment provider, Stripe, and never
          pass through our servers.
        </p>
      </LegalSection>

      <LegalSection title="4. Photos and metadata">
        <p>
          Photos taken with a phone or a digital camera often contain so-called EXIF metadata, which can reveal the exact GPS location where the photo was
          taken, the date and time, or the model of the device. To protect your privacy, this metadata, including GPS coordinates, is automatically removed from
          every photo when it is uploaded, before anything is published.
        </p>
        <p>
          We nevertheless recommend that you make sure your photos do not show your home, other people or personal documents. Also hide the sensitive
          information on the vehicle registration certificate if you photograph it.
        </p>
      </LegalSection>

      <LegalSection title="5. Why we use your data">
        <p>Your data is used to:</p>
        <ul className={legalList}>
          <li>create and manage your account, and verify your email address by means of a confirmation link;</li>
          <li>publish your listings, make them available for viewing and allow vehicles to be searched by country, city and criteria;</li>
          <li>put buyers, sellers, renters and owners in touch with one another, in particular through the built-in messaging service;</li>
          <li>manage rental booking requests, which the owner accepts or declines;</li>
          <li>process payments for listing promotion and for the Pro subscription, and manage that subscription;</li>
          <li>show prices in the currency of the country you have selected;</li>
          <li>
            calculate the price indicator shown on listings and the smart valuation of a vehicle; these estimates are produced by a statistical model from the
            listings published on the platform and are for guidance only;
          </li>
          <li>
            send you messages related to the service (email verification, notifications, moderation warnings) by email, by notification on the platform or,
            where necessary, by SMS;
          </li>
          <li>keep the platform secure, prevent fraud and moderate content and accounts (warnings, removal of listings, bans);</li>
          <li>compile overall traffic statistics and, for Pro subscribers, statistics on their own listings;</li>
          <li>comply with our legal obligations, in particular accounting and tax obligations.</li>
        </ul>
        <p>
          We do not sell or rent out your personal data, and we do not use it for targeted advertising. The sponsored banners shown between listings are the
          same for every visitor: only a total number of clicks is counted, without any individual tracking.
        </p>
      </LegalSection>

      <LegalSection title="6. Information visible to other users">
        <p>A marketplace means that some information is public. The following is therefore visible to other users:</p>
        <ul className={legalList}>
          <li>your listings (photos, specifications, price, terms, city and country);</li>
          <li>
            on your listings and your public profile: your name, your profile photo, your user type, the name of your business where applicable, your phone
            number, your other listings and the reviews you have received;
          </li>
          <li>in the case of a booking, your name and phone number, which are passed on to the other party;</li>
          <li>the reviews you post.</li>
        </ul>
        <p>Your messages are only visible to the participants in the conversation. Your email address is never displayed publicly.</p>
      </LegalSection>

      <LegalSection title="7. Recipients of the data">
        <p>Your data is only disclosed to the following recipients:</p>
        <ul className={legalList}>
          <li>authorised members of the AutoAfrique team, to the extent required by their duties (support, moderation, administration);</li>
          <li>
            our technical service providers, who act on our instructions and are bound by confidentiality: hosting of the platform and of the photos, sending of
            emails and SMS;
          </li>
          <li>Stripe, our payment provider, for processing card payments and managing the Pro subscription;</li>
          <li>administrative or judicial authorities, where the law requires us to do so.</li>
        </ul>
      </LegalSection>

      <LegalSection title="8. Cookies">
        <p>AutoAfrique only uses its own cookies, which are needed for the platform to work or to measure its audience:</p>
        <ul className={legalList}>
          <li>
            <strong>the session cookie</strong>, which keeps you securely signed in;
          </li>
          <li>
            <strong>the selected country cookie</strong>, which remembers the country you chose so that listings and prices are shown in the right currency;
          </li>
          <li>
            <strong>the audience measurement cookie</strong>, AutoAfrique's own, which counts a view of a listing by the same browser only once a day: it holds
            nothing but a random identifier, is only sent for that count and is not used for any advertising tracking.
          </li>
        </ul>
        <p>
          We use no advertising cookies, no third-party audience measurement trackers and no third-party scripts. As these cookies are essential to the service
          you request, or limited to anonymous audience measurement carried out by AutoAfrique itself, they do not require your prior consent. Their lifetime
          never exceeds 13 months. You can delete or block them in your browser settings; you will then no longer be able to sign in to your account.
        </p>
      </LegalSection>

      <LegalSection title="9. Retention periods">
        <ul className={legalList}>
          <li>
            <strong>Inactive accounts</strong>: deleted after 3 years of inactivity.
          </li>
          <li>
            <strong>Deleted listings</strong>: kept for 1 year after their deletion, then erased.
          </li>
          <li>
            <strong>Transaction data</strong> (purchases of premium services): kept for 10 years, in accordance with our accounting obligations.
          </li>
          <li>
            <strong>Cookies</strong>: 13 months at most.
          </li>
        </ul>
        <p>
          When you delete your account, your profile data is erased, subject to the periods above where they are required by law or needed to handle a dispute.
        </p>
      </LegalSection>

      <LegalSection title="10. Security">
        <p>
          We implement appropriate technical and organisational measures to protect your data: encrypted connections (HTTPS), hashed passwords, secure session
          cookies, access controls ensuring that each user can only access their own private data, restricted administrator access, removal of photo metadata
          and no storage of bank card details. These measures are described in detail on the <Link to="/data-protection">Data protection</Link> page.
        </p>
      </LegalSection>

      <LegalSection title="11. Data transfers">
        <p>
          The platform is available in several countries, and some of our service providers, including Stripe, may process data outside your country of
          residence, including outside the European Union. These transfers are subject to appropriate safeguards, such as the European Commission's standard
          contractual clauses, and comply with the conditions laid down by local data protection laws.
        </p>
      </LegalSection>

      <LegalSection title="12. Your rights">
        <p>
          Under the General Data Protection Regulation (GDPR), the French Data Protection Act and the personal data protection laws applicable in your country,
          you have the right to access, rectify and erase your data, to data portability, to object to and to restrict the processing of your data, as well as
          the right to give instructions as to what happens to it after your death.
        </p>
        <p>
          You can change most of your information from your profile and delete your account from your profile settings. For any other request, write to{" "}
          <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. We reply within 30 days. You may also lodge a complaint with the CNIL (the
          French data protection authority) or with the data protection authority of your country.
        </p>
      </LegalSection>

      <LegalSection title="13. Minors">
        <p>
          The platform is reserved for people aged 18 or over. We do not knowingly collect data about minors. If you find that a minor has created an account,
          please report it to <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>: the account will be deleted.
        </p>
      </LegalSection>

      <LegalSection title="14. Changes to this policy">
        <p>
          We may change this policy to reflect changes to the platform or to the regulations. The date of the last update is shown at the top of this page. In
          the event of a significant change, we will inform you by email or by a notification on the platform before it takes effect.
        </p>
      </LegalSection>

      <LegalSection title="15. Contact">
        <p>
          For any question about this policy or about your data: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. For any other
          question: <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
