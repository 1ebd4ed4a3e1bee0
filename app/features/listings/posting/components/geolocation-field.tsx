import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { showToast } from "../../../../components/ui/client-toast.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { FieldError } from "../../../../components/ui/field.tsx";
import { useHydrated } from "../../../../components/ui/use-hydrated.ts";
import { Trans, useLingui } from "@lingui/react/macro";

export const GEO_UNSUPPORTED = /*i18n*/ "La géolocalisation n'est pas supportée par votre navigateur";
export const GEO_FAILED = /*i18n*/ "Impossible d'obtenir votre localisation";
export const GEO_OK = /*i18n*/ "Localisation obtenue avec succès !";

const round = (n: number) => String(Math.round(n * 1e5) / 1e5);

/** The browser's position as hidden latitude/longitude; optional, so absent without JS. */
export function GeolocationField({ latitude, longitude, error }: { latitude: string; longitude: string; error?: string }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const [position, setPosition] = useState({ latitude, longitude });
  const [locating, setLocating] = useState(false);
  const { latitude: shownLatitude, longitude: shownLongitude } = position;

  function locate() {
    if (!("geolocation" in navigator)) {
      showToast({ type: "error", title: i18n._(GEO_UNSUPPORTED) });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPosition({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
        showToast({ type: "success", title: i18n._(GEO_OK) });
      },
      () => {
        setLocating(false);
        showToast({ type: "error", title: i18n._(GEO_FAILED) });
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <div>
      <input type="hidden" name="latitude" value={position.latitude} />
      <input type="hidden" name="longitude" value={position.longitude} />
      {hydrated ? (
        <Button type="button" onClick={locate} disabled={locating} variant="secondary" size="sm" block>
          <LocateFixed aria-hidden size={18} />
          {locating ? <Trans>Localisation en cours...</Trans> : <Trans>Utiliser ma position actuelle</Trans>}
        </Button>
      ) : null}
      {position.latitude && position.longitude ? (
        <p className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600">
          <span>
            <Trans>
              Position enregistrée : {shownLatitude}, {shownLongitude}
            </Trans>
          </span>
          <button type="button" className="text-brand-600 underline" onClick={() => setPosition({ latitude: "", longitude: "" })}>
            <Trans>Retirer</Trans>
          </button>
        </p>
      ) : null}
      <FieldError id="latitude-error" message={error} />
    </div>
  );
}
