// Every page at 390 px (the phone project), for a visitor and each demo account (ADR 0058).
import { auditEveryPage } from "./every-page.ts";

auditEveryPage("a phone");
