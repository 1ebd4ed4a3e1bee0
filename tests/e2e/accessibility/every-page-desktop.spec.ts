// Every page at 1280 px (the desktop project), for a visitor and each demo account (ADR 0058).
import { auditEveryPage } from "./every-page.ts";

auditEveryPage("a desktop");
