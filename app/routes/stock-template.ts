import { data } from "react-router";
import type { Route } from "./+types/stock-template";
import { stockTemplateCsv } from "../features/dealer-stock/stock-template.ts";
import { stockTemplateXlsx } from "../features/dealer-stock/stock-template.server.ts";

/**
 * 'modele.csv' and 'modele.xlsx', the stock import's template (issue 47). Open to all and cached a
 * day: it holds only the columns and two made-up cars, nothing of any member.
 */
const CACHE = "public, max-age=86400";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function loader({ params }: Route.LoaderArgs) {
  if (params.file === "modele.csv") {
    return new Response(stockTemplateCsv(), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="modele-import-autoafrique.csv"',
        "Cache-Control": CACHE,
      },
    });
  }
  if (params.file === "modele.xlsx") {
    return new Response(stockTemplateXlsx(), {
      headers: {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": 'attachment; filename="modele-import-autoafrique.xlsx"',
        "Cache-Control": CACHE,
      },
    });
  }
  throw data("Modèle introuvable", { status: 404 });
}
