import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The privacy policy in French: the text that prevails (spec-reviewed, word for word). */
export function PrivacyPolicyBody() {
  return (
    <>
      <LegalSection title="1. Présentation">
        <p>
          AutoAfrique est une place de marché automobile en ligne qui permet d'acheter, de vendre et de louer des véhicules en Afrique de l'Ouest francophone et
          au Maroc. La présente politique de confidentialité explique quelles données personnelles nous collectons lorsque vous utilisez la plateforme, pourquoi
          nous les collectons, avec qui elles sont partagées, combien de temps elles sont conservées et comment exercer vos droits.
        </p>
        <p>
          Elle s'applique à toutes les personnes qui consultent la plateforme ou y créent un compte, qu'elles soient particuliers, vendeurs, concessionnaires ou
          agents. Elle complète les <Link to="/terms-of-service">conditions d'utilisation</Link> et la page{" "}
          <Link to="/data-protection">Protection des données</Link>, qui détaille les bases légales, les durées de conservation et la procédure d'exercice de
          vos droits.
        </p>
      </LegalSection>

      <LegalSection title="2. Responsable du traitement">
        <p>Le responsable du traitement de vos données personnelles est AutoAfrique, éditeur et exploitant de la plateforme AutoAfrique.</p>
        <ul className={legalList}>
          <li>
            Pour toute question relative à vos données personnelles ou pour exercer vos droits :{" "}
            <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>
          </li>
          <li>
            Pour toute autre demande : <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Données que nous collectons">
        <p>Nous ne collectons que les données nécessaires au fonctionnement de la plateforme. Selon votre utilisation, il s'agit des catégories suivantes.</p>
        <h3>Données de compte</h3>
        <ul className={legalList}>
          <li>votre nom et votre prénom ;</li>
          <li>votre adresse e-mail et son statut de vérification ;</li>
          <li>votre numéro de téléphone ;</li>
          <li>votre photo de profil, si vous choisissez d'en ajouter une ;</li>
          <li>votre type d'utilisateur (particulier, vendeur, concessionnaire ou agent) et, pour les professionnels, le nom de votre entreprise ;</li>
          <li>votre ville et votre pays ;</li>
          <li>votre mot de passe, que nous ne conservons jamais en clair : seule une empreinte chiffrée (hachage) est enregistrée.</li>
        </ul>
        <h3>Données relatives à vos annonces</h3>
        <ul className={legalList}>
          <li>les photos de votre véhicule ;</li>
          <li>ses caractéristiques : marque, modèle, année, kilométrage, carburant, boîte de vitesses, équipements, état et historique déclaré ;</li>
          <li>le prix et les conditions de vente ou de location ;</li>
          <li>l'historique d'entretien que vous renseignez ;</li>
          <li>la ville et le pays où se trouve le véhicule.</li>
        </ul>
        <h3>Données liées à l'utilisation des services</h3>
        <ul className={legalList}>
          <li>les messages échangés avec les autres utilisateurs via la messagerie ;</li>
          <li>vos demandes de réservation de location (dates, durée, montant, statut) et les avis que vous publiez ;</li>
          <li>l'historique de vos achats de services premium (promotion d'annonce, abonnement Pro) : service acheté, montant, date et statut du paiement ;</li>
          <li>vos recherches et vos favoris.</li>
        </ul>
        <h3>Données techniques</h3>
        <ul className={legalList}>
          <li>votre adresse IP ;</li>
          <li>le type de navigateur et d'appareil utilisés ;</li>
          <li>les pages visitées sur la plateforme.</li>
        </ul>
        <p>
          Nous ne collectons jamais vos données bancaires : le numéro de votre carte et ses données de sécurité sont saisis directement auprès de notre
          prestataire de paiement, Stripe, et ne transitent pas par nos serveurs.
        </p>
      </LegalSection>

      <LegalSection title="4. Photos et métadonnées">
        <p>
          Les photos prises avec un téléphone ou un appareil numérique contiennent souvent des métadonnées dites EXIF, qui peuvent révéler la position GPS
          exacte de la prise de vue, la date et l'heure ou le modèle de l'appareil. Pour protéger votre vie privée, ces métadonnées, y compris les coordonnées
          GPS, sont automatiquement supprimées de chaque photo au moment de son téléversement, avant toute publication.
        </p>
        <p>
          Nous vous recommandons toutefois de veiller à ce que vos photos ne laissent apparaître ni votre domicile, ni des personnes, ni des documents
          personnels. Masquez également les informations sensibles de la carte grise si vous la photographiez.
        </p>
      </LegalSection>

      <LegalSection title="5. Pourquoi nous utilisons vos données">
        <p>Vos données sont utilisées pour :</p>
        <ul className={legalList}>
          <li>créer et gérer votre compte, et vérifier votre adresse e-mail au moyen d'un lien de confirmation ;</li>
          <li>publier vos annonces, les rendre consultables et permettre la recherche de véhicules par pays, ville et critères ;</li>
          <li>mettre les acheteurs, vendeurs, locataires et propriétaires en relation, notamment par la messagerie intégrée ;</li>
          <li>gérer les demandes de réservation de location, que le propriétaire accepte ou refuse ;</li>
          <li>traiter les paiements de la promotion d'annonces et de l'abonnement Pro, et gérer cet abonnement ;</li>
          <li>afficher les prix dans la devise du pays que vous avez sélectionné ;</li>
          <li>
            calculer l'indicateur de prix affiché sur les annonces et l'évaluation intelligente d'un véhicule ; ces estimations sont produites par un modèle
            statistique à partir des annonces publiées sur la plateforme et n'ont qu'une valeur indicative ;
          </li>
          <li>
            vous envoyer les messages liés au service (vérification d'e-mail, notifications, avertissements de modération), par e-mail, par notification sur la
            plateforme ou, si nécessaire, par SMS ;
          </li>
          <li>
            assurer la sécurité de la plateforme, prévenir la fraude et modérer les contenus et les comptes (avertissements, suppression d'annonces,
            bannissements) ;
          </li>
          <li>établir des statistiques globales de fréquentation et, pour les abonnés Pro, des statistiques sur leurs propres annonces ;</li>
          <li>respecter nos obligations légales, notamment comptables et fiscales.</li>
        </ul>
        <p>
          Nous ne vendons pas vos données personnelles, ne les louons pas et ne les utilisons pas à des fins de publicité ciblée. Les bannières sponsorisées
          affichées entre les annonces sont les mêmes pour tous les visiteurs : seul un nombre total de clics est comptabilisé, sans aucun suivi individuel.
        </p>
      </LegalSection>

      <LegalSection title="6. Informations visibles par les autres utilisateurs">
        <p>Une place de marché implique que certaines informations soient publiques. Sont ainsi visibles des autres utilisateurs :</p>
        <ul className={legalList}>
          <li>vos annonces (photos, caractéristiques, prix, conditions, ville et pays) ;</li>
          <li>
            sur vos annonces et votre profil public : votre nom, votre photo de profil, votre type d'utilisateur, le nom de votre entreprise le cas échéant,
            votre numéro de téléphone, vos autres annonces et les avis reçus ;
          </li>
          <li>dans le cadre d'une réservation, votre nom et votre numéro de téléphone, communiqués à l'autre partie ;</li>
          <li>les avis que vous publiez.</li>
        </ul>
        <p>Vos messages ne sont visibles que des participants à la conversation. Votre adresse e-mail n'est jamais affichée publiquement.</p>
      </LegalSection>

      <LegalSection title="7. Destinataires des données">
        <p>Vos données ne sont communiquées qu'aux destinataires suivants :</p>
        <ul className={legalList}>
          <li>les membres habilités de l'équipe AutoAfrique, dans la limite de leurs fonctions (support, modération, administration) ;</li>
          <li>
            nos prestataires techniques, qui agissent sur nos instructions et sont tenus à la confidentialité : hébergement de la plateforme et des photos,
            envoi d'e-mails et de SMS ;
          </li>
          <li>Stripe, notre prestataire de paiement, pour le traitement des paiements par carte et la gestion de l'abonnement Pro ;</li>
          <li>les autorités administratives ou judiciaires, lorsque la loi nous y oblige.</li>
        </ul>
      </LegalSection>

      <LegalSection title="8. Cookies">
        <p>AutoAfrique n'utilise que ses propres cookies, nécessaires au fonctionnement de la plateforme ou à la mesure de son audience :</p>
        <ul className={legalList}>
          <li>
            <strong>le cookie de session</strong>, qui vous maintient connecté de manière sécurisée ;
          </li>
          <li>
            <strong>le cookie de pays sélectionné</strong>, qui mémorise le pays choisi pour afficher les annonces et les prix dans la bonne devise ;
          </li>
          <li>
            <strong>le cookie de mesure d'audience</strong>, propre à AutoAfrique, qui compte une seule fois par jour la consultation d'une annonce par un même
            navigateur : il ne contient qu'un identifiant aléatoire, n'est envoyé qu'à ce comptage et ne sert à aucun suivi publicitaire.
          </li>
        </ul>
        <p>
          Nous n'utilisons aucun cookie publicitaire, aucun traceur de mesure d'audience tiers et aucun script tiers. Ces cookies étant indispensables au
          service que vous demandez, ou limités à une mesure d'audience anonyme propre à AutoAfrique, ils ne nécessitent pas votre consentement préalable. Leur
          durée de vie n'excède jamais 13 mois. Vous pouvez les supprimer ou les bloquer depuis les réglages de votre navigateur ; la connexion à votre compte
          ne sera alors plus possible.
        </p>
      </LegalSection>

      <LegalSection title="9. Durées de conservation">
        <ul className={legalList}>
          <li>
            <strong>Comptes inactifs</strong> : supprimés après 3 ans d'inactivité.
          </li>
          <li>
            <strong>Annonces supprimées</strong> : conservées 1 an après leur suppression, puis effacées.
          </li>
          <li>
            <strong>Données de transaction</strong> (achats de services premium) : conservées 10 ans, conformément à nos obligations comptables.
          </li>
          <li>
            <strong>Cookies</strong> : 13 mois au maximum.
          </li>
        </ul>
        <p>
          Lorsque vous supprimez votre compte, vos données de profil sont effacées, sous réserve des durées ci-dessus imposées par la loi ou nécessaires à la
          gestion d'un litige.
        </p>
      </LegalSection>

      <LegalSection title="10. Sécurité">
        <p>
          Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données : chiffrement des échanges (HTTPS), mots de
          passe hachés, cookies de session sécurisés, contrôles d'accès garantissant que chaque utilisateur n'accède qu'à ses propres données privées, accès
          administrateur restreint, suppression des métadonnées des photos et absence de stockage des données bancaires. Le détail de ces mesures figure sur la
          page <Link to="/data-protection">Protection des données</Link>.
        </p>
      </LegalSection>

      <LegalSection title="11. Transferts de données">
        <p>
          La plateforme est accessible dans plusieurs pays et certains de nos prestataires, dont Stripe, peuvent traiter des données en dehors de votre pays de
          résidence, y compris en dehors de l'Union européenne. Ces transferts sont encadrés par des garanties appropriées, telles que les clauses
          contractuelles types de la Commission européenne, et respectent les conditions prévues par les lois locales de protection des données.
        </p>
      </LegalSection>

      <LegalSection title="12. Vos droits">
        <p>
          Conformément au Règlement général sur la protection des données (RGPD), à la loi française « Informatique et Libertés » et aux lois de protection des
          données personnelles applicables dans votre pays, vous disposez d'un droit d'accès, de rectification, d'effacement, de portabilité, d'opposition et de
          limitation du traitement de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès.
        </p>
        <p>
          Vous pouvez modifier la plupart de vos informations depuis votre profil et supprimer votre compte depuis les paramètres de votre profil. Pour toute
          autre demande, écrivez à <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. Nous répondons dans un délai de 30 jours. Vous
          pouvez également introduire une réclamation auprès de la CNIL ou de l'autorité de protection des données de votre pays.
        </p>
      </LegalSection>

      <LegalSection title="13. Mineurs">
        <p>
          La plateforme est réservée aux personnes âgées d'au moins 18 ans. Nous ne collectons pas sciemment de données concernant des mineurs. Si vous
          constatez qu'un mineur a créé un compte, signalez-le à <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a> : le compte sera
          supprimé.
        </p>
      </LegalSection>

      <LegalSection title="14. Modifications de la présente politique">
        <p>
          Nous pouvons modifier cette politique pour tenir compte de l'évolution de la plateforme ou de la réglementation. La date de dernière mise à jour
          figure en haut de cette page. En cas de changement important, nous vous en informerons par e-mail ou par une notification sur la plateforme avant son
          entrée en vigueur.
        </p>
      </LegalSection>

      <LegalSection title="15. Contact">
        <p>
          Pour toute question sur cette politique ou sur vos données : <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. Pour toute
          autre question : <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
