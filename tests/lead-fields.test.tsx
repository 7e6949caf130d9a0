// Every field of a form's schema (shared/lead-forms.ts) is handled everywhere a lead goes: the
// site's form has a control for it, the collector stores it, the no-JavaScript page puts it back
// in its form, and the inbox shows it. A field added to a schema and forgotten in one of these
// places fails here.
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadDetail } from "~/admin/lead-detail";
import { admin } from "~/content/en/admin";
import { formMessages } from "@shared/content/en/form-messages";
import { ConsultingForm } from "~/forms/consulting-form";
import { DiscoveryCallForm } from "~/forms/discovery-call-form";
import type { FormIslandProps } from "~/forms/lead-form";
import { FORM_KINDS, formFields, LEAD_SCHEMAS, type FormKind } from "../shared/lead-forms.js";
import { leadJson } from "../server/leads/owner-routes.js";
import { renderErrorPage } from "../server/leads/views/error-page.js";
import { listLeads } from "../server/leads/repository.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../server/testing/collector.js";

/** A valid value for every field of each form, each told apart from the others. */
const SAMPLES = { consulting: CONSULTING, discovery: DISCOVERY } satisfies {
  [K in FormKind]: Record<keyof (typeof LEAD_SCHEMAS)[K]["entries"], string>;
};

const FORMS: Record<FormKind, (props: FormIslandProps) => React.ReactNode> = {
  consulting: ConsultingForm,
  discovery: DiscoveryCallForm,
};

const documentOf = (html: string) => new JSDOM(html).window.document;

/** The value a field's sample holds; a field without one fails the test that asks. */
function sample(kind: FormKind, field: string): string {
  const value = (SAMPLES[kind] as Record<string, string | undefined>)[field];
  expect(value, `a sample value for ${kind}'s ${field}`).toBeTypeOf("string");
  return value!;
}

describe.each(FORM_KINDS)("every field of the %s form", (kind) => {
  const fields = formFields(kind);
  const { site, harness } = collectorPerTest();

  it("has a control of that name in the site's form", () => {
    const Form = FORMS[kind];
    const page = documentOf(renderToStaticMarkup(<Form language="en" />));
    for (const field of fields) {
      const control = page.querySelector(`form [name="${field}"]`);
      expect(control?.tagName, field).toMatch(/^(INPUT|SELECT|TEXTAREA)$/);
    }
  });

  it("is stored by the collector and shown in the inbox's lead detail", async () => {
    await harness.start(site.dir);
    const reply = await harness.postJson({ ...SAMPLES[kind], _language: "en" });
    expect(reply.statusCode).toBe(200);
    const [lead] = await listLeads(harness.app.db, { limit: 1 });
    const json = leadJson(lead!);
    expect(json.form).toBe(kind);
    const detail = documentOf(
      renderToStaticMarkup(
        <LeadDetail
          lead={json}
          copy={admin}
          language="en"
          onStatus={() => {}}
          onStage={async () => {}}
          onChanged={async () => {}}
          onMarkedSpam={() => {}}
          onDelete={() => {}}
          onErase={() => {}}
          onClose={() => {}}
        />,
      ),
    );
    const shown = [...detail.querySelectorAll("dd, p")].map((element) => element.textContent);
    for (const field of fields) {
      const value = sample(kind, field);
      expect(Object.values(json), `${field} stored`).toContain(value);
      // A choice shows as the form's words for it ("6-15 developers"), never its code.
      const words: Partial<Record<string, string>> = { ...formMessages.teamSizes, ...formMessages.workshopInterests };
      const choice = ["teamSize", "workshopInterest"].includes(field);
      expect(shown, `${field} shown`).toContain(choice ? words[value ?? ""] : value);
    }
  });

  it("is put back, with what the visitor sent, in the no-JavaScript page's form", () => {
    const html = renderErrorPage({
      language: "en",
      message: "Not sent.",
      errors: [],
      submission: { form: kind, action: "/f/contact", fields: { ...SAMPLES[kind] } },
    });
    const page = documentOf(html);
    for (const field of fields) {
      const control = page.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        `form [name="${field}"]`,
      );
      expect(control?.value.trim(), field).toBe(sample(kind, field));
    }
  });
});
