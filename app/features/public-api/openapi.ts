import { COUNTRY_CODES } from "../../lib/countries.ts";
import { BODY_TYPES, CONDITIONS, DOCUMENTS, SELL_FUELS, TRANSMISSIONS } from "../../lib/vehicles.ts";
import { LISTING_STATUS_VALUES } from "../../server/schema/listings.ts";
import { PROBLEMS } from "./problem-codes.ts";

/**
 * The public API described once (OpenAPI 3.1): served as /api/v1/openapi.json and rendered as
 * /api/docs. A test holds it to the route modules: every method they answer is here, and only those.
 * The sentences are French, marked for translation: the docs page shows them in its language.
 */

const problemRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

const listingIdParameter = {
  name: "id",
  in: "path",
  required: true,
  description: /*i18n*/ "L'identifiant de l'annonce (UUID), tel que renvoyé par l'API.",
  schema: { type: "string", format: "uuid" },
};

const cursorParameter = {
  name: "cursor",
  in: "query",
  required: false,
  description: /*i18n*/ "Le « nextCursor » de la page précédente ; absent pour la première page.",
  schema: { type: "string" },
};

const limitParameter = {
  name: "limit",
  in: "query",
  required: false,
  description: /*i18n*/ "Le nombre d'éléments par page, de 1 à 100 (50 par défaut).",
  schema: { type: "integer", minimum: 1, maximum: 100, default: 50 },
};

/** The answers every authenticated operation may give. */
const COMMON_ERRORS = { "401": problemRef("Unauthorized"), "403": problemRef("Forbidden"), "429": problemRef("TooManyRequests") };

const exampleSale = {
  reference: "STK-2024-117",
  kind: "sale",
  brand: "Toyota",
  model: "Corolla",
  year: 2019,
  mileage: 68000,
  price: 9500000,
  transmission: "automatic",
  fuelType: "petrol",
  country: "SN",
  city: "Dakar",
  condition: "used",
  accidents: 0,
  previousOwners: 1,
  features: ["Climatisation"],
  photos: ["https://stock.example.com/photos/117-1.jpg"],
};

const listingFieldsSchema = {
  brand: { type: "string", description: /*i18n*/ "La marque, telle que le formulaire du site la propose (ou « Autre »)." },
  model: { type: "string", maxLength: 60 },
  year: { type: "integer", description: /*i18n*/ "L'année, parmi les 30 dernières." },
  mileage: { type: "integer", minimum: 0, description: /*i18n*/ "Le kilométrage, en km." },
  price: { type: "integer", minimum: 1, description: /*i18n*/ "Le prix de vente, en francs CFA (XOF), entier." },
  pricePerDay: { type: "integer", minimum: 1, description: /*i18n*/ "Le prix par jour d'une location, en francs CFA (XOF), entier." },
  transmission: { type: "string", enum: [...TRANSMISSIONS] },
  fuelType: { type: "string", enum: [...SELL_FUELS] },
  bodyType: { type: ["string", "null"], enum: [...BODY_TYPES, null] },
  exteriorColor: { type: ["string", "null"], maxLength: 40 },
  description: { type: ["string", "null"], maxLength: 5000 },
  country: { type: "string", enum: [...COUNTRY_CODES] },
  city: { type: "string", maxLength: 80 },
  latitude: { type: ["number", "null"], minimum: -90, maximum: 90 },
  longitude: { type: ["number", "null"], minimum: -180, maximum: 180 },
  features: { type: "array", items: { type: "string", maxLength: 40 }, maxItems: 30 },
  condition: { type: "string", enum: [...CONDITIONS], description: /*i18n*/ "Vente seulement." },
  accidents: { type: "integer", minimum: 0, maximum: 3, description: /*i18n*/ "Vente seulement." },
  previousOwners: { type: "integer", minimum: 1, maximum: 4, description: /*i18n*/ "Vente seulement." },
  cleanTitle: { type: ["boolean", "null"] },
  interiorColor: { type: ["string", "null"], maxLength: 40 },
  doors: { type: ["integer", "null"], minimum: 1, maximum: 9 },
  seats: { type: ["integer", "null"], minimum: 1, maximum: 60 },
  engine: { type: ["string", "null"], maxLength: 40 },
  horsepower: { type: ["integer", "null"], minimum: 1, maximum: 3000 },
  cylinders: { type: ["integer", "null"], minimum: 1, maximum: 16 },
  lastService: { type: ["string", "null"], format: "date" },
  documentsAvailable: { type: "array", items: { type: "string", enum: [...DOCUMENTS] } },
  customsCleared: { type: ["boolean", "null"] },
};

const photosInput = {
  type: "array",
  minItems: 1,
  maxItems: 10,
  items: { type: "string", format: "uri" },
  description: /*i18n*/ "Les adresses http(s) des photos, dans l'ordre : chacune est téléchargée et contrôlée comme un envoi (JPG, PNG ou WEBP, 5 MB maximum).",
};

export const OPENAPI = {
  openapi: "3.1.0",
  info: {
    title: "AutoAfrique API",
    version: "1.0.0",
    description:
      /*i18n*/ "L'API des concessionnaires : publier et tenir à jour son stock, lire ses contacts. Chaque clé ne voit que les données de son propriétaire.",
  },
  servers: [{ url: "/api/v1" }],
  security: [{ bearerAuth: [] }],
  paths: {
    "/listings": {
      get: {
        operationId: "listListings",
        summary: /*i18n*/ "Lister ses annonces",
        description: /*i18n*/ "Vos annonces, les plus récentes d'abord, page par page. « reference » retrouve une annonce par votre numéro de stock.",
        parameters: [
          cursorParameter,
          limitParameter,
          { name: "status", in: "query", required: false, schema: { type: "string", enum: [...LISTING_STATUS_VALUES] } },
          {
            name: "reference",
            in: "query",
            required: false,
            description: /*i18n*/ "Votre numéro de stock.",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": { description: /*i18n*/ "Une page d'annonces.", content: { "application/json": { schema: { $ref: "#/components/schemas/ListingPage" } } } },
          "422": problemRef("ValidationFailed"),
          ...COMMON_ERRORS,
        },
      },
      post: {
        operationId: "createListing",
        summary: /*i18n*/ "Publier une annonce",
        description:
          /*i18n*/ "Publie une annonce avec les mêmes règles que le site (champs, photos, limite du plan gratuit, durée de parution, modération). Si vous avez déjà une annonce avec cette « reference », elle est mise à jour (200) au lieu d'en créer une seconde.",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/ListingInput" }, example: exampleSale } },
        },
        responses: {
          "201": {
            description: /*i18n*/ "Annonce créée ; « Location » donne son adresse dans l'API.",
            headers: { Location: { schema: { type: "string" } } },
            content: { "application/json": { schema: { $ref: "#/components/schemas/Listing" } } },
          },
          "200": {
            description: /*i18n*/ "Votre annonce de même référence, mise à jour.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Listing" } } },
          },
          "400": problemRef("InvalidJson"),
          "413": problemRef("PayloadTooLarge"),
          "415": problemRef("UnsupportedMediaType"),
          "422": problemRef("ValidationFailed"),
          ...COMMON_ERRORS,
        },
      },
    },
    "/listings/{id}": {
      parameters: [listingIdParameter],
      get: {
        operationId: "getListing",
        summary: /*i18n*/ "Lire une annonce",
        description: /*i18n*/ "Une de vos annonces. L'annonce d'un autre membre répond 404.",
        responses: {
          "200": { description: /*i18n*/ "L'annonce.", content: { "application/json": { schema: { $ref: "#/components/schemas/Listing" } } } },
          "404": problemRef("NotFound"),
          ...COMMON_ERRORS,
        },
      },
      patch: {
        operationId: "updateListing",
        summary: /*i18n*/ "Modifier une annonce",
        description:
          /*i18n*/ "Les champs envoyés remplacent ceux de l'annonce, puis l'ensemble est contrôlé comme une nouvelle annonce. « photos » remplace la liste des photos ; « status » la met en vente, la marque vendue ou l'archive.",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/ListingPatch" }, example: { price: 9000000, status: "active" } } },
        },
        responses: {
          "200": { description: /*i18n*/ "L'annonce modifiée.", content: { "application/json": { schema: { $ref: "#/components/schemas/Listing" } } } },
          "400": problemRef("InvalidJson"),
          "404": problemRef("NotFound"),
          "409": problemRef("Conflict"),
          "413": problemRef("PayloadTooLarge"),
          "415": problemRef("UnsupportedMediaType"),
          "422": problemRef("ValidationFailed"),
          ...COMMON_ERRORS,
        },
      },
      delete: {
        operationId: "deleteListing",
        summary: /*i18n*/ "Supprimer une annonce",
        description: /*i18n*/ "Retire l'annonce du site. Une location avec une réservation confirmée à venir ne peut pas être supprimée (409).",
        responses: { "204": { description: /*i18n*/ "Annonce supprimée." }, "404": problemRef("NotFound"), "409": problemRef("Conflict"), ...COMMON_ERRORS },
      },
    },
    "/listings/{id}/photos": {
      parameters: [listingIdParameter],
      post: {
        operationId: "addListingPhoto",
        summary: /*i18n*/ "Ajouter une photo",
        description:
          /*i18n*/ "Une image de plus pour l'annonce : le corps brut avec son type (image/jpeg, image/png, image/webp) ou un champ multipart « photo ». 5 MB et 10 photos par annonce au maximum.",
        requestBody: {
          required: true,
          content: {
            "image/jpeg": { schema: { type: "string", contentMediaType: "image/jpeg" } },
            "image/png": { schema: { type: "string", contentMediaType: "image/png" } },
            "image/webp": { schema: { type: "string", contentMediaType: "image/webp" } },
            "multipart/form-data": { schema: { type: "object", properties: { photo: { type: "string", contentMediaType: "image/*" } }, required: ["photo"] } },
          },
        },
        responses: {
          "201": { description: /*i18n*/ "Les photos de l'annonce.", content: { "application/json": { schema: { $ref: "#/components/schemas/PhotoList" } } } },
          "404": problemRef("NotFound"),
          "413": problemRef("PayloadTooLarge"),
          "415": problemRef("UnsupportedMediaType"),
          "422": problemRef("ValidationFailed"),
          ...COMMON_ERRORS,
        },
      },
    },
    "/leads": {
      get: {
        operationId: "listLeads",
        summary: /*i18n*/ "Lister ses contacts",
        description: /*i18n*/ "Les conversations, offres et demandes de réservation reçues sur vos annonces, les plus récentes d'abord, page par page.",
        parameters: [cursorParameter, limitParameter],
        responses: {
          "200": { description: /*i18n*/ "Une page de contacts.", content: { "application/json": { schema: { $ref: "#/components/schemas/LeadPage" } } } },
          "422": problemRef("ValidationFailed"),
          ...COMMON_ERRORS,
        },
      },
    },
  },
  components: {
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        description: /*i18n*/ "Une clé créée sur la page « Clés API » (/pro/api), envoyée dans « Authorization: Bearer aa_live_… ».",
      },
    },
    schemas: {
      ListingInput: {
        type: "object",
        additionalProperties: false,
        required: ["kind", "brand", "model", "year", "mileage", "transmission", "fuelType", "country", "city", "photos"],
        properties: {
          reference: { type: ["string", "null"], minLength: 1, maxLength: 60, description: /*i18n*/ "Votre numéro de stock, unique parmi vos annonces." },
          kind: { type: "string", enum: ["sale", "rental"] },
          ...listingFieldsSchema,
          photos: photosInput,
        },
      },
      ListingPatch: {
        type: "object",
        additionalProperties: false,
        properties: {
          reference: { type: ["string", "null"], minLength: 1, maxLength: 60 },
          kind: { type: "string", enum: ["sale", "rental"], description: /*i18n*/ "Ne change pas : accepté s'il est celui de l'annonce." },
          ...listingFieldsSchema,
          photos: photosInput,
          status: { type: "string", enum: ["active", "sold", "archived"] },
        },
      },
      Listing: {
        type: "object",
        required: ["id", "kind", "status", "url", "brand", "model", "year", "mileage", "currency", "photos", "createdAt", "updatedAt", "expiresAt"],
        properties: {
          id: { type: "string", format: "uuid" },
          reference: { type: ["string", "null"] },
          kind: { type: "string", enum: ["sale", "rental"] },
          status: { type: "string", enum: [...LISTING_STATUS_VALUES] },
          hidden: { type: "boolean", description: /*i18n*/ "Masquée par la modération (signalements, compte suspendu) : vous seul la voyez." },
          url: { type: "string", format: "uri", description: /*i18n*/ "Sa page publique." },
          ...listingFieldsSchema,
          available: { type: "boolean", description: /*i18n*/ "Location seulement : proposée à la réservation." },
          currency: { type: "string", const: "XOF" },
          photos: { type: "array", items: { type: "string", format: "uri" }, description: /*i18n*/ "Les adresses publiques des photos (1600 px de large)." },
          createdAt: { type: "string", format: "date-time" },
          updatedAt: { type: "string", format: "date-time" },
          expiresAt: { type: "string", format: "date-time", description: /*i18n*/ "La fin de sa période de parution." },
        },
      },
      ListingPage: {
        type: "object",
        required: ["data", "nextCursor"],
        properties: { data: { type: "array", items: { $ref: "#/components/schemas/Listing" } }, nextCursor: { type: ["string", "null"] } },
      },
      PhotoList: { type: "object", required: ["photos"], properties: { photos: { type: "array", items: { type: "string", format: "uri" } } } },
      Lead: {
        type: "object",
        required: ["type", "id", "createdAt", "listing", "contact"],
        properties: {
          type: { type: "string", enum: ["conversation", "offer", "booking"] },
          id: { type: "string", format: "uuid" },
          createdAt: { type: "string", format: "date-time" },
          listing: {
            type: "object",
            properties: {
              id: { type: "string", format: "uuid" },
              reference: { type: ["string", "null"] },
              title: { type: "string" },
              kind: { type: "string", enum: ["sale", "rental"] },
            },
          },
          contact: { type: "object", properties: { name: { type: "string" }, memberId: { type: "string" } } },
          message: { type: "string", description: /*i18n*/ "Le premier message d'une conversation." },
          amount: { type: "integer", description: /*i18n*/ "Le montant d'une offre, en francs CFA (XOF)." },
          startDate: { type: "string", format: "date" },
          endDate: { type: "string", format: "date" },
          status: { type: "string" },
        },
      },
      LeadPage: {
        type: "object",
        required: ["data", "nextCursor"],
        properties: { data: { type: "array", items: { $ref: "#/components/schemas/Lead" } }, nextCursor: { type: ["string", "null"] } },
      },
      Problem: {
        type: "object",
        required: ["type", "title", "status", "code", "detail", "messages"],
        properties: {
          type: { type: "string", format: "uri" },
          title: { type: "string" },
          status: { type: "integer" },
          code: { type: "string", enum: Object.keys(PROBLEMS) },
          detail: { type: "string", description: /*i18n*/ "Le message, en français." },
          messages: { type: "object", properties: { fr: { type: "string" }, en: { type: "string" } } },
          errors: {
            type: "array",
            items: { type: "object", properties: { field: { type: ["string", "null"] }, fr: { type: "string" }, en: { type: "string" } } },
          },
        },
      },
    },
    responses: {
      Unauthorized: problemResponse(/*i18n*/ "Clé absente, mal formée, inconnue ou révoquée."),
      Forbidden: problemResponse(/*i18n*/ "Compte suspendu, ni Pro ni concessionnaire, ou limite du plan gratuit atteinte."),
      NotFound: problemResponse(/*i18n*/ "Introuvable parmi vos annonces."),
      Conflict: problemResponse(/*i18n*/ "Référence déjà utilisée par une autre de vos annonces, ou suppression impossible."),
      InvalidJson: problemResponse(/*i18n*/ "Le corps n'est pas un JSON valide."),
      PayloadTooLarge: problemResponse(/*i18n*/ "Corps trop lourd : 1 MB de JSON, 5 MB par photo."),
      UnsupportedMediaType: problemResponse(/*i18n*/ "Type de contenu non pris en charge."),
      ValidationFailed: problemResponse(/*i18n*/ "Champs invalides, détaillés dans « errors »."),
      TooManyRequests: {
        ...problemResponse(/*i18n*/ "Trop de requêtes : attendez le nombre de secondes de « Retry-After »."),
        headers: { "Retry-After": { schema: { type: "integer" } } },
      },
    },
  },
} as const;

function problemResponse(description: string) {
  return { description, content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } };
}

export type HttpMethod = "get" | "post" | "patch" | "delete";
export const HTTP_METHODS: readonly HttpMethod[] = ["get", "post", "patch", "delete"];
