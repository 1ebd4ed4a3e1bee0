import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { showToast } from "../../../../components/ui/client-toast.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { FieldError } from "../../../../components/ui/field.tsx";
import { useHydrated } from "../../../../components/ui/use-hydrated.ts";

export const GEO_UNSUPPORTED = "La géolocalisation n'est pas supportée par votre navigateur";
export const GEO_FAILED = "Impossible d'obtenir votre localisation";
export const GEO_OK = "Localisation obtenue avec succès !";

const round = (n: number) => String(Math.round(n * 1e5) / 1e5);

/** The browser's position as hidden latitude/longitude; optional, so absent without JS. */
export function GeolocationField({ latitude, longitude, error }: { latitude: string; longitude: string; error?: string }) {
  const hydrated = useHydrated();
  const [position, setPosition] = useState({ latitude, longitude });
  const [locating, setLocating] = useState(false);

  function locate() {
    if (!("geolocation" in navigator)) {
      showToast({ type: "error", title: GEO_UNSUPPORTED });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPosition({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
        showToast({ type: "success", title: GEO_OK });
      },
      () => {
        setLocating(false);
        showToast({ type: "error", title: GEO_FAILED });
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
          {locating ? "Localisation en cours..." : "Utiliser ma position actuelle"}
        </Button>
      ) : null}
      {position.latitude && position.longitude ? (
        <p className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600">
          <span>
            Position enregistrée : {position.latitude}, {position.longitude}
          </span>
          <button type="button" className="text-brand-600 underline" onClick={() => setPosition({ latitude: "", longitude: "" })}>
            Retirer
          </button>
        </p>
      ) : null}
      <FieldError id="latitude-error" message={error} />
    </div>
  );
}
