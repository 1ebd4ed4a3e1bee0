import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The terms of service in French: the text that prevails (spec-reviewed, word for word). */
export function TermsOfServiceBody() {
  return (
    <>
      <LegalSection title="1. Objet">
        <p>
          Les présentes conditions générales d'utilisation (les « CGU ») régissent l'accès à la plateforme AutoAfrique et son utilisation. AutoAfrique est une
          place de marché en ligne qui permet d'acheter, de vendre et de louer des véhicules en Afrique de l'Ouest francophone et au Maroc, en mettant en
          relation des particuliers et des professionnels de l'automobile.
        </p>
        <p>
          En créant un compte ou en utilisant la plateforme, vous acceptez les présentes CGU sans réserve. Si vous ne les acceptez pas, vous ne devez pas
          utiliser la plateforme.
        </p>
      </LegalSection>

      <LegalSection title="2. Conditions d'accès">
        <p>
          La plateforme est réservée aux personnes âgées d'au moins 18 ans et disposant de la capacité juridique de contracter. En créant un compte, vous
          déclarez remplir ces conditions. Un professionnel qui utilise la plateforme au nom d'une entreprise déclare être habilité à l'engager.
        </p>
        <p>
          La consultation des annonces est libre. La publication d'annonces, la messagerie, les favoris, les avis, les réservations et les services payants
          nécessitent un compte.
        </p>
      </LegalSection>

      <LegalSection title="3. Compte utilisateur">
        <ul className={legalList}>
          <li>
            Vous devez fournir des informations exactes et à jour : nom, prénom, adresse e-mail, numéro de téléphone, ville et pays, ainsi que le nom de votre
            entreprise si vous êtes un professionnel.
          </li>
          <li>
            Votre adresse e-mail doit être vérifiée au moyen du lien de confirmation qui vous est envoyé ; ce lien est valable 24 heures et peut être renvoyé
            depuis votre profil.
          </li>
          <li>
            Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité réalisée depuis votre compte. Signalez-nous sans délai toute
            utilisation non autorisée.
          </li>
          <li>
            Un compte est strictement personnel : il ne peut être ni cédé, ni prêté, ni vendu. La création de comptes multiples pour contourner une limite ou
            une sanction est interdite.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Types d'utilisateurs">
        <p>Lors de l'inscription, vous choisissez l'un des types suivants :</p>
        <ul className={legalList}>
          <li>
            <strong>Particulier</strong> : personne physique qui achète, loue ou vend occasionnellement un véhicule à titre privé ;
          </li>
          <li>
            <strong>Vendeur</strong> : personne qui propose régulièrement des véhicules à la vente ou à la location ;
          </li>
          <li>
            <strong>Concessionnaire</strong> : professionnel de la vente automobile agissant au nom de son entreprise ;
          </li>
          <li>
            <strong>Agent</strong> : intermédiaire qui publie des annonces pour le compte de propriétaires, en vertu d'un mandat de leur part.
          </li>
        </ul>
        <p>
          Le type choisi doit correspondre à votre situation réelle. Les professionnels restent seuls tenus des obligations légales propres à leur activité
          (immatriculation, facturation, garanties dues aux consommateurs).
        </p>
      </LegalSection>

      <LegalSection title="5. Annonces">
        <p>En publiant une annonce, vous vous engagez à ce que :</p>
        <ul className={legalList}>
          <li>vous soyez propriétaire du véhicule ou dûment autorisé à le vendre ou à le louer ;</li>
          <li>chaque annonce porte sur un seul véhicule, réellement disponible ;</li>
          <li>
            la description soit exacte et complète : marque, modèle, année, kilométrage réel, état, accidents, nombre de propriétaires, historique d'entretien
            et situation douanière ;
          </li>
          <li>les photos représentent le véhicule proposé lui-même, et non des images trouvées ailleurs ;</li>
          <li>le prix indiqué soit le prix réellement demandé, toutes conditions de vente ou de location clairement précisées.</li>
        </ul>
        <p>
          Les métadonnées EXIF des photos, notamment la position GPS, sont automatiquement supprimées lors du téléversement. Le nombre d'annonces gratuites peut
          être limité à 5 par utilisateur ; les abonnés Pro ne sont pas soumis à cette limite.
        </p>
        <p>
          Chaque annonce peut afficher un indicateur de prix calculé par un modèle statistique à partir des annonces publiées sur la plateforme. Cet indicateur,
          comme l'évaluation intelligente d'un véhicule, est fourni à titre purement indicatif et ne constitue ni une expertise ni une garantie de valeur.
        </p>
      </LegalSection>

      <LegalSection title="6. Contenus interdits">
        <p>Sont notamment interdits, dans les annonces, les messages, les avis et les profils :</p>
        <ul className={legalList}>
          <li>
            les véhicules volés, gagés sans information de l'acheteur, ou dépourvus des documents nécessaires à leur vente ou à leur circulation, lorsque ce
            défaut est dissimulé ;
          </li>
          <li>les faux documents, les kilométrages modifiés et toute information trompeuse sur l'état ou l'historique du véhicule ;</li>
          <li>les annonces fictives, en double ou sans rapport avec la vente ou la location d'un véhicule ;</li>
          <li>les tentatives d'escroquerie, d'hameçonnage ou de demande de paiement anticipé injustifié ;</li>
          <li>les contenus injurieux, diffamatoires, discriminatoires, violents, à caractère sexuel ou contraires à la loi ;</li>
          <li>la publication de données personnelles d'un tiers sans son accord ;</li>
          <li>les contenus qui portent atteinte aux droits de tiers, notamment aux droits d'auteur et aux marques ;</li>
          <li>le démarchage non sollicité, les envois massifs de messages et les faux avis.</li>
        </ul>
      </LegalSection>

      <LegalSection title="7. Messagerie et avis">
        <p>
          La messagerie intégrée permet d'échanger avec un vendeur ou un propriétaire au sujet d'une annonce. Elle doit être utilisée de manière courtoise et
          uniquement à cette fin. Les conversations ne sont pas lues de manière systématique par AutoAfrique ; elles peuvent toutefois être examinées lorsque
          cela est nécessaire pour traiter un abus ou une fraude, ou pour répondre à une obligation légale.
        </p>
        <p>
          Les avis doivent refléter une expérience réelle, être notés de 1 à 5 étoiles et rester factuels. Il est interdit de publier un avis sur sa propre
          annonce ou en échange d'une contrepartie.
        </p>
      </LegalSection>

      <LegalSection title="8. Location de véhicules">
        <ul className={legalList}>
          <li>Le locataire envoie une demande de réservation pour des dates précises depuis l'annonce de location.</li>
          <li>Le propriétaire accepte ou refuse la demande. Une réservation n'est confirmée qu'après l'acceptation du propriétaire.</li>
          <li>Aucun paiement ne doit être effectué avant cette confirmation par le propriétaire.</li>
          <li>
            Le prix, la caution éventuelle, l'assurance, le kilométrage autorisé et les modalités de remise et de restitution du véhicule sont convenus
            directement entre le locataire et le propriétaire, qui en sont seuls responsables.
          </li>
          <li>
            Il appartient au propriétaire de vérifier le permis de conduire et l'identité du locataire, et aux deux parties d'établir un état des lieux
            contradictoire à la remise et à la restitution du véhicule.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="9. Services payants">
        <h3>Promotion d'annonce</h3>
        <p>Une annonce peut être mise en avant ponctuellement afin d'apparaître en tête des résultats de recherche et sur la page d'accueil :</p>
        <ul className={legalList}>
          <li>promotion de 7 jours : 5 000 FCFA ;</li>
          <li>promotion de 30 jours : 15 000 FCFA.</li>
        </ul>
        <p>
          La promotion est activée dès la confirmation du paiement et prend fin automatiquement à l'issue de la durée achetée. Elle n'est pas reconduite
          tacitement.
        </p>
        <h3>Abonnement Pro</h3>
        <p>
          L'abonnement Pro est proposé au prix de 5 000 XOF par mois. Il offre notamment l'affichage prioritaire de vos annonces dans les résultats de
          recherche, un badge Pro sur toutes vos annonces, des statistiques avancées et la suppression de la limite d'annonces gratuites. Certaines
          fonctionnalités, comme l'évaluation intelligente, peuvent être réservées aux abonnés Pro.
        </p>
        <p>
          L'abonnement est renouvelé automatiquement chaque mois jusqu'à sa résiliation. Vous pouvez le résilier à tout moment depuis la page « Plan Pro », via
          le bouton « Gérer mon abonnement » : la résiliation prend effet à la fin de la période mensuelle en cours, sans remboursement de la période entamée.
          L'offre gratuite reste accessible sans frais.
        </p>
        <h3>Codes promotionnels et prix</h3>
        <p>
          Des codes promotionnels peuvent être proposés ; ils s'appliquent dans les conditions indiquées lors de leur saisie. Les prix sont fixés en francs CFA
          (XOF) ; leur conversion dans la devise du pays sélectionné est donnée à titre indicatif.
        </p>
      </LegalSection>

      <LegalSection title="10. Paiement">
        <ul className={legalList}>
          <li>
            Les paiements sont effectués par carte bancaire et traités par un prestataire de paiement tiers, Stripe. AutoAfrique n'a jamais accès au numéro
            complet de votre carte. D'autres moyens de paiement pourront être proposés ultérieurement.
          </li>
          <li>
            Tous les paiements sont définitifs et non remboursables, sauf en cas d'erreur technique, par exemple un double débit ou un service payé qui n'a pas
            pu être activé en raison d'un dysfonctionnement de la plateforme. Dans ce cas, contactez-nous à{" "}
            <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a> en indiquant la date et le montant du paiement.
          </li>
          <li>
            En demandant l'activation immédiate d'une promotion ou d'un abonnement Pro, vous reconnaissez que le service commence dès la confirmation du
            paiement et renoncez expressément à votre droit de rétractation, dans la mesure permise par la loi.
          </li>
          <li>
            Les achats de véhicules et les locations ne sont pas payés par l'intermédiaire de la plateforme : ils sont réglés directement entre les utilisateurs
            concernés.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="11. Modération et sanctions">
        <p>
          AutoAfrique peut à tout moment vérifier les contenus publiés. En cas de manquement aux présentes CGU ou à la loi, AutoAfrique peut, selon la gravité
          des faits :
        </p>
        <ul className={legalList}>
          <li>adresser un avertissement, notifié sur la plateforme ;</li>
          <li>supprimer une annonce ou un contenu non conforme ;</li>
          <li>suspendre ou bannir le compte concerné ; tout bannissement est motivé et la raison en est conservée.</li>
        </ul>
        <p>
          Un utilisateur banni ne peut plus utiliser la plateforme ni créer un nouveau compte. Les sommes versées pour des services payants ne sont pas
          remboursées en cas de sanction justifiée. Vous pouvez contester une décision de modération en écrivant à{" "}
          <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>

      <LegalSection title="12. Rôle et responsabilité d'AutoAfrique">
        <p>
          AutoAfrique agit uniquement en tant qu'intermédiaire technique entre les utilisateurs. AutoAfrique n'est ni vendeur, ni acheteur, ni loueur, ni
          mandataire des véhicules proposés, et n'est pas partie aux contrats de vente ou de location conclus entre utilisateurs. AutoAfrique ne vérifie ni
          l'existence, ni l'état, ni la situation administrative des véhicules, et ne garantit pas l'exactitude des annonces, qui relèvent de la seule
          responsabilité de leurs auteurs.
        </p>
        <p>
          AutoAfrique s'efforce d'assurer l'accès à la plateforme en continu, sans pouvoir le garantir ; des interruptions pour maintenance ou incident peuvent
          survenir. Sa responsabilité ne saurait être engagée pour les dommages résultant d'une transaction entre utilisateurs, ni pour un usage de la
          plateforme contraire aux présentes CGU.
        </p>
        <h3>Conseils de sécurité</h3>
        <ul className={legalList}>
          <li>Rencontrez le vendeur ou le propriétaire dans un lieu public, de préférence en journée et accompagné.</li>
          <li>Ne payez jamais avant d'avoir vu le véhicule et ses papiers : carte grise, certificat de dédouanement, assurance et contrôle technique.</li>
          <li>Vérifiez que le numéro de châssis et l'identité du vendeur correspondent aux documents présentés.</li>
          <li>N'envoyez jamais d'acompte par transfert d'argent à une personne que vous n'avez pas rencontrée, et méfiez-vous des prix anormalement bas.</li>
          <li>Ne communiquez jamais vos identifiants, vos codes bancaires ou les codes reçus par SMS.</li>
          <li>
            Signalez toute annonce ou tout comportement suspect à <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="13. Propriété intellectuelle">
        <p>
          La marque AutoAfrique, le logo, l'interface et les contenus propres à la plateforme sont protégés et ne peuvent être reproduits sans autorisation.
          Vous restez titulaire des droits sur les photos et textes que vous publiez et accordez à AutoAfrique, pour la durée de leur publication, une licence
          gratuite et non exclusive de les reproduire et de les afficher sur la plateforme aux seules fins de son fonctionnement et de sa promotion.
        </p>
      </LegalSection>

      <LegalSection title="14. Données personnelles">
        <p>
          Le traitement de vos données personnelles est décrit dans la <Link to="/privacy-policy">politique de confidentialité</Link> et sur la page{" "}
          <Link to="/data-protection">Protection des données</Link>.
        </p>
      </LegalSection>

      <LegalSection title="15. Suppression du compte">
        <p>
          Vous pouvez supprimer votre compte à tout moment depuis les paramètres de votre profil. La suppression entraîne le retrait de vos annonces. Si vous
          êtes abonné Pro, pensez à résilier au préalable votre abonnement via « Gérer mon abonnement » ; la période en cours n'est pas remboursée. Certaines
          données sont conservées pendant les durées indiquées dans la politique de confidentialité. AutoAfrique peut également supprimer un compte inactif
          depuis 3 ans.
        </p>
      </LegalSection>

      <LegalSection title="16. Modification des CGU">
        <p>
          AutoAfrique peut modifier les présentes CGU. La date de dernière mise à jour figure en haut de cette page. Les utilisateurs sont informés de toute
          modification importante par e-mail ou par une notification avant son entrée en vigueur. La poursuite de l'utilisation de la plateforme vaut
          acceptation des CGU modifiées.
        </p>
      </LegalSection>

      <LegalSection title="17. Droit applicable et litiges">
        <p>
          Les présentes CGU sont régies par le droit français. En cas de litige, les parties rechercheront d'abord une solution amiable ; vous pouvez nous
          écrire à <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>. À défaut d'accord, le litige sera porté devant les juridictions
          françaises compétentes, sans préjudice des dispositions impératives plus protectrices dont un consommateur peut bénéficier en vertu de la loi de son
          pays de résidence.
        </p>
      </LegalSection>

      <LegalSection title="18. Contact">
        <p>
          Pour toute question relative aux présentes CGU : <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>. Pour toute question
          relative à vos données personnelles : <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
