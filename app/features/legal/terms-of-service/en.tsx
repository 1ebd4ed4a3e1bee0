import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The terms of service in English: a translation of the French text, which prevails. */
export function TermsOfServiceBody() {
  return (
    <>
      <LegalSection title="1. Purpose">
        <p>
          These general terms of use (the “Terms”) govern access to and use of the AutoAfrique platform. AutoAfrique is an online marketplace for buying,
          selling and renting vehicles in French-speaking West Africa and Morocco, which puts private individuals and motor trade professionals in touch with
          one another.
        </p>
        <p>
          By creating an account or using the platform, you accept these Terms without reservation. If you do not accept them, you must not use the platform.
        </p>
      </LegalSection>

      <LegalSection title="2. Conditions of access">
        <p>
          The platform is reserved for people aged 18 or over who have the legal capacity to enter into contracts. By creating an account, you declare that you
          meet these conditions. A professional who uses the platform on behalf of a business declares that they are authorised to bind it.
        </p>
        <p>Browsing listings is open to everyone. Posting listings, messaging, favourites, reviews, bookings and paid services require an account.</p>
      </LegalSection>

      <LegalSection title="3. User account">
        <ul className={legalList}>
          <li>
            You must provide accurate and up-to-date information: first name, surname, email address, phone number, city and country, as well as the name of
            your business if you are a professional.
          </li>
          <li>
            Your email address must be verified by means of the confirmation link sent to you; this link is valid for 24 hours and can be sent again from your
            profile.
          </li>
          <li>
            You are responsible for keeping your password confidential and for all activity carried out from your account. Report any unauthorised use to us
            without delay.
          </li>
          <li>
            An account is strictly personal: it may not be transferred, lent or sold. Creating multiple accounts to get around a limit or a sanction is
            prohibited.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. User types">
        <p>When you sign up, you choose one of the following types:</p>
        <ul className={legalList}>
          <li>
            <strong>Individual</strong>: a natural person who buys, rents or occasionally sells a vehicle in a private capacity;
          </li>
          <li>
            <strong>Seller</strong>: a person who regularly offers vehicles for sale or for rent;
          </li>
          <li>
            <strong>Dealer</strong>: a motor trade professional acting on behalf of their business;
          </li>
          <li>
            <strong>Agent</strong>: an intermediary who posts listings on behalf of owners, under a mandate from them.
          </li>
        </ul>
        <p>
          The type you choose must match your actual situation. Professionals remain solely responsible for the legal obligations specific to their business
          (registration, invoicing, guarantees owed to consumers).
        </p>
      </LegalSection>

      <LegalSection title="5. Listings">
        <p>By posting a listing, you undertake that:</p>
        <ul className={legalList}>
          <li>you own the vehicle or are duly authorised to sell it or rent it out;</li>
          <li>each listing covers a single vehicle that is genuinely available;</li>
          <li>
            the description is accurate and complete: make, model, year, actual mileage, condition, accidents, number of previous owners, service history and
            customs status;
          </li>
          <li>the photos show the vehicle offered itself, and not images found elsewhere;</li>
          <li>the price stated is the price actually asked, with all terms of sale or rental clearly specified.</li>
        </ul>
        <p>
          The EXIF metadata of photos, including the GPS location, is automatically removed on upload. The number of free listings may be limited to 5 per user;
          Pro subscribers are not subject to this limit.
        </p>
        <p>
          Each listing may show a price indicator calculated by a statistical model from the listings published on the platform. This indicator, like the smart
          valuation of a vehicle, is provided for guidance only and constitutes neither an expert appraisal nor a guarantee of value.
        </p>
      </LegalSection>

      <LegalSection title="6. Prohibited content">
        <p>The following are prohibited in particular, in listings, messages, reviews and profiles:</p>
        <ul className={legalList}>
          <li>
            stolen vehicles, vehicles pledged as security without the buyer being informed, or vehicles lacking the documents needed to sell them or drive them
            on the road, where this is concealed;
          </li>
          <li>forged documents, altered mileage and any misleading information about the condition or history of the vehicle;</li>
          <li>fictitious or duplicate listings, or listings unrelated to the sale or rental of a vehicle;</li>
          <li>attempted scams, phishing or unjustified requests for advance payment;</li>
          <li>insulting, defamatory, discriminatory, violent, sexual or unlawful content;</li>
          <li>publishing a third party's personal data without their consent;</li>
          <li>content that infringes the rights of third parties, in particular copyright and trade marks;</li>
          <li>unsolicited canvassing, mass messaging and fake reviews.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Messaging and reviews">
        <p>
          The built-in messaging service lets you talk to a seller or an owner about a listing. It must be used courteously and for that purpose only.
          Conversations are not systematically read by AutoAfrique; they may, however, be examined where this is necessary to deal with abuse or fraud, or to
          meet a legal obligation.
        </p>
        <p>
          Reviews must reflect a genuine experience, be rated from 1 to 5 stars and remain factual. It is prohibited to post a review of your own listing, or in
          exchange for any form of consideration.
        </p>
      </LegalSection>

      <LegalSection title="8. Vehicle rental">
        <ul className={legalList}>
          <li>The renter sends a booking request for specific dates from the rental listing.</li>
          <li>The owner accepts or declines the request. A booking is only confirmed once the owner has accepted it.</li>
          <li>No payment may be made before the owner has given this confirmation.</li>
          <li>
            The price, any deposit, insurance, the mileage allowed and the arrangements for handing over and returning the vehicle are agreed directly between
            the renter and the owner, who are solely responsible for them.
          </li>
          <li>
            It is for the owner to check the renter's driving licence and identity, and for both parties to carry out a joint inspection of the vehicle's
            condition when it is handed over and when it is returned.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="9. Paid services">
        <h3>Listing promotion</h3>
        <p>A listing can be featured for a limited time so that it appears at the top of search results and on the home page:</p>
        <ul className={legalList}>
          <li>7-day promotion: 5,000 FCFA;</li>
          <li>30-day promotion: 15,000 FCFA.</li>
        </ul>
        <p>
          The promotion is activated as soon as the payment is confirmed and ends automatically when the period purchased is over. It is not renewed
          automatically.
        </p>
        <h3>Pro subscription</h3>
        <p>
          The Pro subscription is offered at 5,000 XOF per month. It provides, among other things, priority display of your listings in search results, a Pro
          badge on all your listings, advanced statistics and the removal of the limit on free listings. Some features, such as the smart valuation, may be
          reserved for Pro subscribers.
        </p>
        <p>
          The subscription renews automatically every month until it is cancelled. You can cancel it at any time from the “Pro plan” page, using the “Manage my
          subscription” button: cancellation takes effect at the end of the current monthly period, with no refund for the period already started. The free plan
          remains available at no cost.
        </p>
        <h3>Promo codes and prices</h3>
        <p>
          Promo codes may be offered; they apply under the conditions shown when they are entered. Prices are set in CFA francs (XOF); their conversion into the
          currency of the selected country is given for information only.
        </p>
      </LegalSection>

      <LegalSection title="10. Payment">
        <ul className={legalList}>
          <li>
            Payments are made by bank card and processed by a third-party payment provider, Stripe. AutoAfrique never has access to your full card number. Other
            payment methods may be offered in the future.
          </li>
          <li>
            All payments are final and non-refundable, except in the event of a technical error, for example a double charge or a paid service that could not be
            activated because of a malfunction of the platform. In that case, contact us at{" "}
            <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a> stating the date and amount of the payment.
          </li>
          <li>
            By asking for a promotion or a Pro subscription to be activated immediately, you acknowledge that the service begins as soon as the payment is
            confirmed and you expressly waive your right of withdrawal, to the extent permitted by law.
          </li>
          <li>Vehicle purchases and rentals are not paid through the platform: they are settled directly between the users concerned.</li>
        </ul>
      </LegalSection>

      <LegalSection title="11. Moderation and sanctions">
        <p>
          AutoAfrique may check published content at any time. In the event of a breach of these Terms or of the law, AutoAfrique may, depending on the
          seriousness of the facts:
        </p>
        <ul className={legalList}>
          <li>issue a warning, notified on the platform;</li>
          <li>remove a listing or any content that does not comply;</li>
          <li>suspend or ban the account concerned; every ban is justified and the reason for it is kept on record.</li>
        </ul>
        <p>
          A banned user may no longer use the platform or create a new account. Sums paid for paid services are not refunded in the event of a justified
          sanction. You can challenge a moderation decision by writing to <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>

      <LegalSection title="12. AutoAfrique's role and liability">
        <p>
          AutoAfrique acts solely as a technical intermediary between users. AutoAfrique is not the seller, buyer, lessor or agent of the vehicles offered, and
          is not a party to the sale or rental contracts concluded between users. AutoAfrique does not check the existence, condition or administrative status
          of the vehicles, and does not guarantee the accuracy of the listings, for which their authors alone are responsible.
        </p>
        <p>
          AutoAfrique endeavours to keep the platform available at all times, but cannot guarantee it; interruptions for maintenance or because of an incident
          may occur. AutoAfrique cannot be held liable for damage resulting from a transaction between users, or for any use of the platform contrary to these
          Terms.
        </p>
        <h3>Safety tips</h3>
        <ul className={legalList}>
          <li>Meet the seller or the owner in a public place, preferably during the day and accompanied by someone.</li>
          <li>
            Never pay before you have seen the vehicle and its papers: registration certificate, customs clearance certificate, insurance and roadworthiness
            test certificate.
          </li>
          <li>Check that the chassis number and the seller's identity match the documents shown.</li>
          <li>Never send a deposit by money transfer to someone you have not met, and be wary of prices that are unusually low.</li>
          <li>Never give out your login details, your bank codes or codes received by SMS.</li>
          <li>
            Report any suspicious listing or behaviour to <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="13. Intellectual property">
        <p>
          The AutoAfrique trade mark, the logo, the interface and the platform's own content are protected and may not be reproduced without permission. You
          retain the rights to the photos and texts you publish and grant AutoAfrique, for as long as they are published, a free, non-exclusive licence to
          reproduce and display them on the platform solely for the purposes of its operation and promotion.
        </p>
      </LegalSection>

      <LegalSection title="14. Personal data">
        <p>
          The processing of your personal data is described in the <Link to="/privacy-policy">privacy policy</Link> and on the{" "}
          <Link to="/data-protection">Data protection</Link> page.
        </p>
      </LegalSection>

      <LegalSection title="15. Deleting your account">
        <p>
          You can delete your account at any time from your profile settings. Deleting it removes your listings. If you are a Pro subscriber, remember to cancel
          your subscription first using “Manage my subscription”; the current period is not refunded. Some data is kept for the periods stated in the privacy
          policy. AutoAfrique may also delete an account that has been inactive for 3 years.
        </p>
      </LegalSection>

      <LegalSection title="16. Changes to the Terms">
        <p>
          AutoAfrique may change these Terms. The date of the last update is shown at the top of this page. Users are informed of any significant change by
          email or by a notification before it takes effect. Continuing to use the platform constitutes acceptance of the amended Terms.
        </p>
      </LegalSection>

      <LegalSection title="17. Governing law and disputes">
        <p>
          These Terms are governed by French law. In the event of a dispute, the parties will first seek an amicable solution; you can write to us at{" "}
          <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>. Failing agreement, the dispute will be brought before the competent French
          courts, without prejudice to any more protective mandatory provisions that a consumer may enjoy under the law of their country of residence.
        </p>
      </LegalSection>

      <LegalSection title="18. Contact">
        <p>
          For any question about these Terms: <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>. For any question about your personal
          data: <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
