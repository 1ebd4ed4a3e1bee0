import { afterAll, describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../../lib/countries.ts";
import { METHODS_BY_COUNTRY } from "./payment-methods.ts";
import { configurePaymentProviders, methodsFor, paymentRoute } from "./payment-provider.server.ts";

const paystack = { secretKey: "sk_test_x", apiUrl: "http://127.0.0.1:9" };
const cinetpay = { apiKey: "apikey_x_123", siteId: "1", secretKey: "secret_x_123", apiUrl: "http://127.0.0.1:9" };
const wave = { apiKey: "wave_sn_prod_x", webhookSecret: "wave_sn_WHS_0123456789ab", apiUrl: "http://127.0.0.1:9" };
const shown = (country: string) => methodsFor(country).map((m) => `${m.label}: ${m.provider ?? "Bientôt disponible"}${m.currency ? ` ${m.currency}` : ""}`);

afterAll(() => configurePaymentProviders({}));

describe("how each country pays", () => {
  it("gives every country a way to pay, and the card everywhere", () => {
    for (const code of COUNTRY_CODES) expect(METHODS_BY_COUNTRY[code].card, code).toBeDefined();
  });

  it("without keys: the sandbox takes the card, the wallets read 'Bientôt disponible'", () => {
    configurePaymentProviders({});
    expect(shown("BJ")).toEqual(["MTN MoMo: Bientôt disponible", "Moov Money: Bientôt disponible", "Carte bancaire: sandbox XOF"]);
    expect(shown("NG")).toEqual(["Carte bancaire: sandbox XOF"]);
    expect(paymentRoute("BJ", "mtn-momo")).toBeUndefined();
  });

  it("with every key: Paystack in naira and cedis, CinetPay's wallets in XOF or GNF, Wave's own API where it serves", () => {
    configurePaymentProviders({ paystack, cinetpay, wave, sandbox: true });
    expect(shown("GH")).toEqual(["MTN MoMo: paystack GHS", "Carte bancaire: paystack GHS"]);
    expect(shown("NG")).toEqual(["Carte bancaire: paystack NGN"]);
    expect(shown("GN")).toEqual(["Orange Money: cinetpay GNF", "MTN MoMo: cinetpay GNF", "Carte bancaire: sandbox XOF"]);
    expect(shown("SN")).toEqual(["Orange Money: cinetpay XOF", "Wave: wave XOF", "Carte bancaire: sandbox XOF"]);
    expect(shown("GW")).toEqual(["Carte bancaire: sandbox XOF"]);
    // Refused whatever a form sends: a method not used there, or not a method at all.
    expect(paymentRoute("NG", "wave")).toBeUndefined();
    expect(paymentRoute("GH", "paypal")).toBeUndefined();
    expect(paymentRoute("GH", { toString: () => "card" })).toBeUndefined();
  });

  it("serves Wave wallets through CinetPay where Wave's own keys are not set", () => {
    configurePaymentProviders({ cinetpay });
    expect(paymentRoute("CI", "wave")?.provider.name).toBe("cinetpay");
  });
});
