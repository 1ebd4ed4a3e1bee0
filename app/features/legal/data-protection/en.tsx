import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The data protection page in English: a translation of the French text, which prevails. */
export function DataProtectionBody() {
  return (
    <>
      <LegalSection title="1. Our commitment">
        <p>
          AutoAfrique, an online car marketplace for buying, selling and renting vehicles in French-speaking West Africa and Morocco, is the controller of the
          personal data collected on the platform. This page describes in practical terms what we collect, why, on what legal basis, for how long, how we
          protect this data and how to exercise your rights. It supplements our <Link to="/privacy-policy">privacy policy</Link>.
        </p>
        <p>
          Our processing complies with Regulation (EU) 2016/679 of 27 April 2016 (GDPR), French Law No. 78-17 of 6 January 1978 on information technology, data
          files and civil liberties, and the personal data protection laws of the countries where the platform is offered, in particular:
        </p>
        <ul className={legalList}>
          <li>Senegal: Law No. 2008-12 of 25 January 2008 on the protection of personal data;</li>
          <li>Côte d'Ivoire: Law No. 2013-450 of 19 June 2013 on the protection of personal data;</li>
          <li>Mali: Law No. 2013-015 of 21 May 2013 on the protection of personal data;</li>
          <li>Benin: Law No. 2017-20 of 20 April 2018 on the Digital Code;</li>
          <li>Burkina Faso: Law No. 001-2021/AN of 30 March 2021 on the protection of individuals with regard to the processing of personal data;</li>
          <li>Togo: Law No. 2019-014 of 29 October 2019 on the protection of personal data;</li>
          <li>Niger: Law No. 2017-28 of 3 May 2017 on the protection of personal data;</li>
          <li>Morocco: Law No. 09-08 of 18 February 2009 on the protection of individuals with regard to the processing of personal data.</li>
        </ul>
        <p>
          Dedicated data protection contact: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>.
        </p>
      </LegalSection>

      <LegalSection title="2. Data collected and purposes">
        <h3>Account and profile</h3>
        <p>
          First name, surname, email address, phone number, optional profile photo, user type (individual, seller, dealer or agent), business name for
          professionals, city and country.
        </p>
        <p>
          Why: to create and secure your account, verify your email address, identify you to other users, show the listings and prices of your country by
          default, and contact you about your account.
        </p>
        <h3>Listings</h3>
        <p>
          Photos of the vehicle, specifications (make, model, year, mileage and other technical details), price, terms of sale or rental, service history, city
          and country of the vehicle.
        </p>
        <p>
          Why: to publish your listings, make them available for viewing and searching, and calculate the price indicator and the smart valuation from the
          listings published on the platform. The EXIF metadata of photos, including the GPS location, is removed as soon as they are uploaded.
        </p>
        <h3>Messages, bookings and reviews</h3>
        <p>Content of conversations, booking requests (dates, duration, amount, status), reviews and ratings posted.</p>
        <p>Why: to enable exchanges between users, the management of rentals (acceptance or refusal by the owner) and to inform other users.</p>
        <h3>Premium services</h3>
        <p>
          Purchase history of premium services: listing promotion, Pro subscription, amount, date, payment status and any promo code. Bank card details are
          processed exclusively by our payment provider, Stripe, and are never stored by AutoAfrique.
        </p>
        <p>Why: to provide and invoice the services purchased, manage the subscription and comply with our accounting obligations.</p>
        <h3>Usage and technical data</h3>
        <p>IP address, browser and device type, pages visited, searches and favourites.</p>
        <p>
          Why: to ensure that the platform works properly and securely, prevent fraud and abuse, keep your favourites, produce overall statistics and, for Pro
          subscribers, statistics on their own listings.
        </p>
        <h3>Moderation</h3>
        <p>Warnings issued, and the reason for and date of any ban.</p>
        <p>
          Why: to enforce the <Link to="/terms-of-service">terms of service</Link> and protect users.
        </p>
      </LegalSection>

      <LegalSection title="3. Legal bases">
        <ul className={legalList}>
          <li>
            <strong>Performance of the contract</strong> (the terms of service): account management, publication of listings, messaging, bookings, favourites,
            paid services and display of prices in the chosen currency.
          </li>
          <li>
            AutoAfrique's <strong>legitimate interest</strong>: platform security, fraud prevention, moderation, technical logs, overall statistics and
            calculation of the price indicator from the platform's listings.
          </li>
          <li>
            <strong>Legal obligation</strong>: retention of transaction data, responses to requests from authorised authorities.
          </li>
          <li>
            <strong>Consent</strong>: adding an optional profile photo, which you can remove at any time from your profile.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Retention periods">
        <ul className={legalList}>
          <li>
            <strong>Active account</strong>: your data is kept for as long as your account exists.
          </li>
          <li>
            <strong>Inactive accounts</strong>: deleted after 3 years of inactivity.
          </li>
          <li>
            <strong>Deleted listings</strong>: kept for 1 year after their deletion, in particular to deal with any disputes or reports, then erased.
          </li>
          <li>
            <strong>Transaction data</strong>: kept for 10 years, the period required by accounting obligations.
          </li>
          <li>
            <strong>Cookies</strong>: 13 months at most.
          </li>
        </ul>
        <p>When these periods expire, the data is deleted or permanently anonymised.</p>
      </LegalSection>

      <LegalSection title="5. Cookies">
        <p>
          The platform only uses two strictly necessary cookies: the session cookie, which keeps you signed in, and the selected country cookie, which remembers
          the country chosen for displaying listings and prices; as well as an audience measurement cookie of AutoAfrique's own, which counts a view of a
          listing by the same browser only once a day (a random identifier, read by that count alone). No advertising cookies, no third-party audience
          measurement trackers and no third-party scripts are used.
        </p>
        <p>
          As these cookies are essential to the service, or limited to anonymous audience measurement, they are exempt from consent within the meaning of
          Article 82 of the French Data Protection Act. Their lifetime is limited to 13 months at most.
        </p>
      </LegalSection>

      <LegalSection title="6. Recipients">
        <ul className={legalList}>
          <li>
            Other users, for the information published on your listings and your public profile (name, photo, user type, phone number, listings, reviews) and,
            in the case of a booking, your name and phone number.
          </li>
          <li>Authorised members of the AutoAfrique team, strictly to the extent required by their support, moderation and administration duties.</li>
          <li>
            Our technical processors (hosting, photo storage, sending of emails and SMS) and Stripe for payments, who are bound by confidentiality and security
            commitments.
          </li>
          <li>Authorised authorities, upon a lawful request.</li>
        </ul>
        <p>Your data is never sold or used for targeted advertising.</p>
      </LegalSection>

      <LegalSection title="7. Data transfers">
        <p>
          The platform's users live in several countries, and some of our service providers, including Stripe, may process data outside your country of
          residence, including outside the European Union. Every transfer is subject to appropriate safeguards: an adequacy decision of the European Commission
          or standard contractual clauses, supplemented where necessary by technical measures. Where the law of your country requires it, the prior formalities
          with the competent data protection authority are completed.
        </p>
      </LegalSection>

      <LegalSection title="8. Security measures">
        <ul className={legalList}>
          <li>Encryption of all communications using HTTPS (TLS).</li>
          <li>Passwords stored only as a salted hash, never in plain text.</li>
          <li>Protected session cookies (HttpOnly, Secure and SameSite attributes).</li>
          <li>Access controls: each user can only access their own private data, and administration functions are reserved for administrator accounts.</li>
          <li>Email address verification by a link valid for 24 hours.</li>
          <li>Automatic removal of EXIF and GPS metadata from photos on upload.</li>
          <li>No bank card data stored: payments are processed by Stripe, which is PCI DSS certified.</li>
          <li>Regular backups, access logging and confidentiality awareness training for the team.</li>
        </ul>
        <p>
          In the event of a data breach likely to result in a risk to your rights and freedoms, we notify the competent supervisory authority within the legal
          time limits and, where the law requires it, we inform you directly.
        </p>
      </LegalSection>

      <LegalSection title="9. Price indicator and smart valuation">
        <p>
          The price indicator shown on listings and the smart valuation of a vehicle are calculated automatically by a statistical model from the listings
          published on the platform. They are for guidance only: no decision producing legal effects concerning you or similarly significantly affecting you is
          taken solely on the basis of this automated processing.
        </p>
      </LegalSection>

      <LegalSection title="10. Your rights">
        <ul className={legalList}>
          <li>
            <strong>Right of access</strong>: to obtain confirmation that your data is being processed and to receive a copy of it.
          </li>
          <li>
            <strong>Right to rectification</strong>: to have inaccurate or incomplete data corrected.
          </li>
          <li>
            <strong>Right to erasure</strong>: to have your data deleted, subject to the retention periods required by law.
          </li>
          <li>
            <strong>Right to data portability</strong>: to receive the data you have provided to us in a structured, commonly used and machine-readable format,
            or to have it transmitted to another service.
          </li>
          <li>
            <strong>Right to object</strong>: to object to processing based on our legitimate interest, on grounds relating to your particular situation.
          </li>
          <li>
            <strong>Right to restriction</strong>: to ask for the use of your data to be temporarily frozen, for example while a dispute is being examined.
          </li>
          <li>
            <strong>Withdrawal of consent</strong> at any time, for processing based on it.
          </li>
          <li>
            <strong>Post-mortem instructions</strong>: to decide what happens to your data after your death, in accordance with French law.
          </li>
        </ul>
        <p>We respond to every request within 30 days of receiving it. Exercising your rights is free of charge.</p>
      </LegalSection>

      <LegalSection title="11. How to exercise your rights">
        <ul className={legalList}>
          <li>
            <strong>From your profile</strong>: at any time, you can view and change your information, change or remove your photo, delete your listings and
            your favourites, and delete your account from your profile settings.
          </li>
          <li>
            <strong>By email</strong>: write to <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a> from the address linked to your
            account, stating the right you wish to exercise. If we have reasonable doubts about your identity, we may ask you for additional proof, strictly
            limited to what is needed to verify it.
          </li>
        </ul>
        <p>
          If, after contacting us, you consider that your rights have not been respected, you may lodge a complaint with the National Commission on Informatics
          and Liberty (CNIL) in France or with the data protection authority of your country, for example the Personal Data Protection Commission (CDP) in
          Senegal, the Telecommunications/ICT Regulatory Authority of Côte d'Ivoire (ARTCI), the Personal Data Protection Authority (APDP) in Mali or Benin, or
          the National Commission for the Control of Personal Data Protection (CNDP) in Morocco.
        </p>
      </LegalSection>

      <LegalSection title="12. Contact">
        <p>
          Requests about your personal data: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. Other requests:{" "}
          <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
