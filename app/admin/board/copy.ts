import { adminPipeline as en } from "~/content/en/admin-pipeline";
import { adminPipeline as pt } from "~/content/pt/admin-pipeline";

/** The pipeline's words in both languages: the console switches language in place. */
export const PIPELINE_COPY = { en, pt };
