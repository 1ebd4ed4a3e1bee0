import { Link } from "../../../components/ui/link.tsx";
import { LegalSection, legalList } from "../legal-page.tsx";

/** The data protection page in French: the text that prevails (spec-reviewed, word for word). */
export function DataProtectionBody() {
  return (
    <>
      <LegalSection title="1. Notre engagement">
        <p>
          AutoAfrique, place de marché automobile en ligne pour l'achat, la vente et la location de véhicules en Afrique de l'Ouest francophone et au Maroc, est
          responsable du traitement des données personnelles collectées sur la plateforme. Cette page décrit concrètement ce que nous collectons, pourquoi, sur
          quelle base légale, pendant combien de temps, comment nous protégeons ces données et comment exercer vos droits. Elle complète notre{" "}
          <Link to="/privacy-policy">politique de confidentialité</Link>.
        </p>
        <p>
          Nos traitements respectent le Règlement (UE) 2016/679 du 27 avril 2016 (RGPD), la loi française n° 78-17 du 6 janvier 1978 relative à l'informatique,
          aux fichiers et aux libertés, ainsi que les lois de protection des données personnelles des pays où la plateforme est proposée, notamment :
        </p>
        <ul className={legalList}>
          <li>Sénégal : loi n° 2008-12 du 25 janvier 2008 sur la protection des données à caractère personnel ;</li>
          <li>Côte d'Ivoire : loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel ;</li>
          <li>Mali : loi n° 2013-015 du 21 mai 2013 portant protection des données à caractère personnel ;</li>
          <li>Bénin : loi n° 2017-20 du 20 avril 2018 portant code du numérique ;</li>
          <li>
            Burkina Faso : loi n° 001-2021/AN du 30 mars 2021 portant protection des personnes à l'égard du traitement des données à caractère personnel ;
          </li>
          <li>Togo : loi n° 2019-014 du 29 octobre 2019 relative à la protection des données à caractère personnel ;</li>
          <li>Niger : loi n° 2017-28 du 3 mai 2017 relative à la protection des données à caractère personnel ;</li>
          <li>
            Maroc : loi n° 09-08 du 18 février 2009 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.
          </li>
        </ul>
        <p>
          Contact dédié à la protection des données : <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>.
        </p>
      </LegalSection>

      <LegalSection title="2. Données collectées et finalités">
        <h3>Compte et profil</h3>
        <p>
          Nom, prénom, adresse e-mail, numéro de téléphone, photo de profil optionnelle, type d'utilisateur (particulier, vendeur, concessionnaire ou agent),
          nom de l'entreprise pour les professionnels, ville et pays.
        </p>
        <p>
          Pourquoi : créer et sécuriser votre compte, vérifier votre adresse e-mail, vous identifier auprès des autres utilisateurs, afficher par défaut les
          annonces et les prix de votre pays, et vous contacter au sujet de votre compte.
        </p>
        <h3>Annonces</h3>
        <p>
          Photos du véhicule, caractéristiques (marque, modèle, année, kilométrage et autres éléments techniques), prix, conditions de vente ou de location,
          historique d'entretien, ville et pays du véhicule.
        </p>
        <p>
          Pourquoi : publier vos annonces, les rendre consultables et recherchables, et calculer l'indicateur de prix et l'évaluation intelligente à partir des
          annonces publiées sur la plateforme. Les métadonnées EXIF des photos, dont la position GPS, sont supprimées dès le téléversement.
        </p>
        <h3>Messages, réservations et avis</h3>
        <p>Contenu des conversations, demandes de réservation (dates, durée, montant, statut), avis et notes publiés.</p>
        <p>
          Pourquoi : permettre les échanges entre utilisateurs, la gestion des locations (acceptation ou refus par le propriétaire) et l'information des autres
          utilisateurs.
        </p>
        <h3>Services premium</h3>
        <p>
          Historique d'achat des services premium : promotion d'annonce, abonnement Pro, montant, date, statut du paiement et éventuel code promotionnel. Les
          données de carte bancaire sont traitées exclusivement par notre prestataire de paiement, Stripe, et ne sont jamais stockées par AutoAfrique.
        </p>
        <p>Pourquoi : exécuter et facturer les services achetés, gérer l'abonnement et respecter nos obligations comptables.</p>
        <h3>Utilisation et données techniques</h3>
        <p>Adresse IP, navigateur et type d'appareil, pages visitées, recherches et favoris.</p>
        <p>
          Pourquoi : assurer le bon fonctionnement et la sécurité de la plateforme, prévenir la fraude et les abus, conserver vos favoris, produire des
          statistiques globales et, pour les abonnés Pro, des statistiques sur leurs propres annonces.
        </p>
        <h3>Modération</h3>
        <p>Avertissements adressés, motif et date d'un éventuel bannissement.</p>
        <p>
          Pourquoi : faire respecter les <Link to="/terms-of-service">conditions d'utilisation</Link> et protéger les utilisateurs.
        </p>
      </LegalSection>

      <LegalSection title="3. Bases légales">
        <ul className={legalList}>
          <li>
            <strong>Exécution du contrat</strong> (les conditions d'utilisation) : gestion du compte, publication des annonces, messagerie, réservations,
            favoris, services payants et affichage des prix dans la devise choisie.
          </li>
          <li>
            <strong>Intérêt légitime</strong> d'AutoAfrique : sécurité de la plateforme, prévention de la fraude, modération, journaux techniques, statistiques
            globales et calcul de l'indicateur de prix à partir des annonces de la plateforme.
          </li>
          <li>
            <strong>Obligation légale</strong> : conservation des données de transaction, réponse aux demandes des autorités habilitées.
          </li>
          <li>
            <strong>Consentement</strong> : ajout d'une photo de profil optionnelle, que vous pouvez retirer à tout moment depuis votre profil.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Durées de conservation">
        <ul className={legalList}>
          <li>
            <strong>Compte actif</strong> : vos données sont conservées tant que votre compte existe.
          </li>
          <li>
            <strong>Comptes inactifs</strong> : supprimés après 3 ans d'inactivité.
          </li>
          <li>
            <strong>Annonces supprimées</strong> : conservées 1 an après leur suppression, notamment pour traiter d'éventuels litiges ou signalements, puis
            effacées.
          </li>
          <li>
            <strong>Données de transaction</strong> : conservées 10 ans, durée imposée par les obligations comptables.
          </li>
          <li>
            <strong>Cookies</strong> : 13 mois au maximum.
          </li>
        </ul>
        <p>À l'expiration de ces durées, les données sont supprimées ou rendues définitivement anonymes.</p>
      </LegalSection>

      <LegalSection title="5. Cookies">
        <p>
          La plateforme n'utilise que deux cookies strictement nécessaires : le cookie de session, qui maintient votre connexion, et le cookie de pays
          sélectionné, qui mémorise le pays choisi pour l'affichage des annonces et des prix ; ainsi qu'un cookie de mesure d'audience propre à AutoAfrique, qui
          compte une seule fois par jour la consultation d'une annonce par un même navigateur (un identifiant aléatoire, lu par ce seul comptage). Aucun cookie
          publicitaire, aucun traceur de mesure d'audience tiers et aucun script tiers ne sont utilisés.
        </p>
        <p>
          Ces cookies étant indispensables au service, ou limités à une mesure d'audience anonyme, ils sont dispensés de consentement au sens de l'article 82 de
          la loi « Informatique et Libertés ». Leur durée de vie est limitée à 13 mois au maximum.
        </p>
      </LegalSection>

      <LegalSection title="6. Destinataires">
        <ul className={legalList}>
          <li>
            Les autres utilisateurs, pour les informations publiées sur vos annonces et votre profil public (nom, photo, type d'utilisateur, téléphone,
            annonces, avis) et, dans le cadre d'une réservation, votre nom et votre téléphone.
          </li>
          <li>Les membres habilités de l'équipe AutoAfrique, dans la stricte limite de leurs missions de support, de modération et d'administration.</li>
          <li>
            Nos sous-traitants techniques (hébergement, stockage des photos, envoi d'e-mails et de SMS) et Stripe pour les paiements, liés par des engagements
            de confidentialité et de sécurité.
          </li>
          <li>Les autorités habilitées, sur réquisition légale.</li>
        </ul>
        <p>Vos données ne sont jamais vendues ni utilisées pour de la publicité ciblée.</p>
      </LegalSection>

      <LegalSection title="7. Transferts de données">
        <p>
          Les utilisateurs de la plateforme résident dans plusieurs pays et certains de nos prestataires, dont Stripe, peuvent traiter des données hors de votre
          pays de résidence, y compris hors de l'Union européenne. Tout transfert est encadré par des garanties appropriées : décision d'adéquation de la
          Commission européenne ou clauses contractuelles types, complétées si nécessaire de mesures techniques. Lorsque la loi de votre pays l'exige, les
          formalités préalables auprès de l'autorité de protection des données compétente sont accomplies.
        </p>
      </LegalSection>

      <LegalSection title="8. Mesures de sécurité">
        <ul className={legalList}>
          <li>Chiffrement de toutes les communications par HTTPS (TLS).</li>
          <li>Mots de passe stockés uniquement sous forme d'empreinte hachée et salée, jamais en clair.</li>
          <li>Cookies de session protégés (attributs HttpOnly, Secure et SameSite).</li>
          <li>
            Contrôles d'accès : chaque utilisateur n'accède qu'à ses propres données privées, et les fonctions d'administration sont réservées aux comptes
            administrateurs.
          </li>
          <li>Vérification de l'adresse e-mail par un lien valable 24 heures.</li>
          <li>Suppression automatique des métadonnées EXIF et GPS des photos au téléversement.</li>
          <li>Aucune donnée de carte bancaire stockée : les paiements sont traités par Stripe, certifié PCI DSS.</li>
          <li>Sauvegardes régulières, journalisation des accès et sensibilisation de l'équipe à la confidentialité.</li>
        </ul>
        <p>
          En cas de violation de données présentant un risque pour vos droits et libertés, nous notifions l'autorité de contrôle compétente dans les délais
          légaux et, lorsque la loi l'exige, nous vous en informons directement.
        </p>
      </LegalSection>

      <LegalSection title="9. Indicateur de prix et évaluation intelligente">
        <p>
          L'indicateur de prix affiché sur les annonces et l'évaluation intelligente d'un véhicule sont calculés automatiquement par un modèle statistique à
          partir des annonces publiées sur la plateforme. Ils sont purement indicatifs : aucune décision produisant des effets juridiques à votre égard ou vous
          affectant de manière significative n'est prise sur le seul fondement de ce traitement automatisé.
        </p>
      </LegalSection>

      <LegalSection title="10. Vos droits">
        <ul className={legalList}>
          <li>
            <strong>Droit d'accès</strong> : obtenir la confirmation que vos données sont traitées et en recevoir une copie.
          </li>
          <li>
            <strong>Droit de rectification</strong> : faire corriger des données inexactes ou incomplètes.
          </li>
          <li>
            <strong>Droit à l'effacement</strong> : obtenir la suppression de vos données, sous réserve des durées de conservation imposées par la loi.
          </li>
          <li>
            <strong>Droit à la portabilité</strong> : recevoir les données que vous nous avez fournies dans un format structuré, couramment utilisé et lisible
            par machine, ou les faire transmettre à un autre service.
          </li>
          <li>
            <strong>Droit d'opposition</strong> : vous opposer à un traitement fondé sur notre intérêt légitime, pour des raisons tenant à votre situation
            particulière.
          </li>
          <li>
            <strong>Droit à la limitation</strong> : demander le gel temporaire de l'utilisation de vos données, par exemple pendant l'examen d'une
            contestation.
          </li>
          <li>
            <strong>Retrait du consentement</strong> à tout moment, pour les traitements qui reposent sur celui-ci.
          </li>
          <li>
            <strong>Directives post mortem</strong> : définir le sort de vos données après votre décès, conformément à la loi française.
          </li>
        </ul>
        <p>Nous répondons à toute demande dans un délai de 30 jours à compter de sa réception. L'exercice de vos droits est gratuit.</p>
      </LegalSection>

      <LegalSection title="11. Comment exercer vos droits">
        <ul className={legalList}>
          <li>
            <strong>Depuis votre profil</strong> : vous pouvez à tout moment consulter et modifier vos informations, changer ou retirer votre photo, supprimer
            vos annonces et vos favoris, et supprimer votre compte depuis les paramètres de votre profil.
          </li>
          <li>
            <strong>Par e-mail</strong> : écrivez à <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a> depuis l'adresse associée à votre
            compte, en précisant le droit que vous souhaitez exercer. En cas de doute raisonnable sur votre identité, nous pourrons vous demander un
            justificatif complémentaire, strictement nécessaire à sa vérification.
          </li>
        </ul>
        <p>
          Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission
          nationale de l'informatique et des libertés (CNIL) en France ou de l'autorité de protection des données de votre pays, par exemple la Commission de
          protection des données personnelles (CDP) au Sénégal, l'Autorité de régulation des télécommunications/TIC de Côte d'Ivoire (ARTCI), l'Autorité de
          protection des données à caractère personnel (APDP) au Mali ou au Bénin, ou la Commission nationale de contrôle de la protection des données à
          caractère personnel (CNDP) au Maroc.
        </p>
      </LegalSection>

      <LegalSection title="12. Contact">
        <p>
          Demandes relatives à vos données personnelles : <a href="mailto:privacy@autoafrique.africa">privacy@autoafrique.africa</a>. Autres demandes :{" "}
          <a href="mailto:contact@autoafrique.africa">contact@autoafrique.africa</a>.
        </p>
      </LegalSection>
    </>
  );
}
