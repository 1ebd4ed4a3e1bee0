import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../../components/ui/link.tsx";
import { LegalSection } from "./legal-page.tsx";

const list = "list-disc space-y-1 pl-5";

/** Sections 11 to 18 of the terms: moderation, liability, property, data, account, changes, law, contact. */
export function TermsOfServiceClosingSections() {
  const { t } = useLingui();
  return (
    <>
      <LegalSection title={t`11. Modération et sanctions`}>
        <p>
          AutoAfrique peut à tout moment vérifier les contenus publiés. En cas
          de manquement aux présentes CGU ou à la loi, AutoAfrique peut, selon
          la gravité des faits :
        </p>
        <ul className={list}>
          <li>adresser un avertissement, notifié sur la plateforme ;</li>
          <li>supprimer une annonce ou un contenu non conforme ;</li>
          <li>
            suspendre ou bannir le compte concerné ; tout bannissement est
            motivé et la raison en est conservée.
          </li>
        </ul>
        <p>
          Un utilisateur banni ne peut plus utiliser la plateforme ni créer un
          nouveau compte. Les sommes versées pour des services payants ne sont
          pas remboursées en cas de sanction justifiée. Vous pouvez contester
          une décision de modération en écrivant à{" "}
          <a href="mailto:contact@autoafrique.africa">
            contact@autoafrique.africa
          </a>
          .
        </p>
      </LegalSection>

      <LegalSection title={t`12. Rôle et responsabilité d'AutoAfrique`}>
        <p>
          AutoAfrique agit uniquement en tant qu'intermédiaire technique entre
          les utilisateurs. AutoAfrique n'est ni vendeur, ni acheteur, ni
          loueur, ni mandataire des véhicules proposés, et n'est pas partie aux
          contrats de vente ou de location conclus entre utilisateurs.
          AutoAfrique ne vérifie ni l'existence, ni l'état, ni la situation
          administrative des véhicules, et ne garantit pas l'exactitude des
          annonces, qui relèvent de la seule responsabilité de leurs auteurs.
        </p>
        <p>
          AutoAfrique s'efforce d'assurer l'accès à la plateforme en continu,
          sans pouvoir le garantir ; des interruptions pour maintenance ou
          incident peuvent survenir. Sa responsabilité ne saurait être engagée
          pour les dommages résultant d'une transaction entre utilisateurs, ni
          pour un usage de la plateforme contraire aux présentes CGU.
        </p>
        <h3>
          <Trans>Conseils de sécurité</Trans>
        </h3>
        <ul className={list}>
          <li>
            Rencontrez le vendeur ou le propriétaire dans un lieu public, de
            préférence en journée et accompagné.
          </li>
          <li>
            Ne payez jamais avant d'avoir vu le véhicule et ses papiers : carte
            grise, certificat de dédouanement, assurance et contrôle technique.
          </li>
          <li>
            Vérifiez que le numéro de châssis et l'identité du vendeur
            correspondent aux documents présentés.
          </li>
          <li>
            N'envoyez jamais d'acompte par transfert d'argent à une personne
            que vous n'avez pas rencontrée, et méfiez-vous des prix
            anormalement bas.
          </li>
          <li>
            Ne communiquez jamais vos identifiants, vos codes bancaires ou les
            codes reçus par SMS.
          </li>
          <li>
            Signalez toute annonce ou tout comportement suspect à{" "}
            <a href="mailto:contact@autoafrique.africa">
              contact@autoafrique.africa
            </a>
            .
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t`13. Propriété intellectuelle`}>
        <p>
          La marque AutoAfrique, le logo, l'interface et les contenus propres à
          la plateforme sont protégés et ne peuvent être reproduits sans
          autorisation. Vous restez titulaire des droits sur les photos et
          textes que vous publiez et accordez à AutoAfrique, pour la durée de
          leur publication, une licence gratuite et non exclusive de les
          reproduire et de les afficher sur la plateforme aux seules fins de
          son fonctionnement et de sa promotion.
        </p>
      </LegalSection>

      <LegalSection title={t`14. Données personnelles`}>
        <p>
          Le traitement de vos données personnelles est décrit dans la{" "}
          <Link to="/privacy-policy">politique de confidentialité</Link> et
          sur la page <Link to="/data-protection">Protection des données</Link>
          .
        </p>
      </LegalSection>

      <LegalSection title={t`15. Suppression du compte`}>
        <p>
          Vous pouvez supprimer votre compte à tout moment depuis les
          paramètres de votre profil. La suppression entraîne le retrait de vos
          annonces. Si vous êtes abonné Pro, pensez à résilier au préalable
          votre abonnement via « Gérer mon abonnement » ; la période en cours
          n'est pas remboursée. Certaines données sont
          conservées pendant les durées indiquées dans la politique de
          confidentialité. AutoAfrique peut également supprimer un compte
          inactif depuis 3 ans.
        </p>
      </LegalSection>

      <LegalSection title={t`16. Modification des CGU`}>
        <p>
          AutoAfrique peut modifier les présentes CGU. La date de dernière
          mise à jour figure en haut de cette page. Les utilisateurs sont
          informés de toute modification importante par e-mail ou par une
          notification avant son entrée en vigueur. La poursuite de
          l'utilisation de la plateforme vaut acceptation des CGU modifiées.
        </p>
      </LegalSection>

      <LegalSection title={t`17. Droit applicable et litiges`}>
        <p>
          Les présentes CGU sont régies par le droit français. En cas de
          litige, les parties rechercheront d'abord une solution amiable ;
          vous pouvez nous écrire à{" "}
          <a href="mailto:contact@autoafrique.africa">
            contact@autoafrique.africa
          </a>
          . À défaut d'accord, le litige sera porté devant les juridictions
          françaises compétentes, sans préjudice des dispositions impératives
          plus protectrices dont un consommateur peut bénéficier en vertu de la
          loi de son pays de résidence.
        </p>
      </LegalSection>

      <LegalSection title={t`18. Contact`}>
        <p>
          Pour toute question relative aux présentes CGU :{" "}
          <a href="mailto:contact@autoafrique.africa">
            contact@autoafrique.africa
          </a>
          . Pour toute question relative à vos données personnelles :{" "}
          <a href="mailto:privacy@autoafrique.africa">
            privacy@autoafrique.africa
          </a>
          .
        </p>
      </LegalSection>
    </>
  );
}
