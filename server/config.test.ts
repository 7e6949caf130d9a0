import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, packageRoot, type Env } from "./config.js";

const ROOT = "/srv/site";

describe("loadConfig", () => {
  it("has documented defaults, paths resolved from the package root", () => {
    expect(loadConfig({}, ROOT)).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/site/data",
      databaseUrl: undefined,
      clientDir: "/srv/site/build/client",
      logLevel: "info",
      trustProxy: false,
      formId: "contact",
      disabledFormIds: [],
      rateLimitPerMinute: 10,
      spamMinFillMs: 3000,
      siteOrigins: [],
      adminPassword: undefined,
      adminDisabledReason: "ADMIN_PASSWORD is not set",
      adminSessionHours: 8,
      notifyEmail: undefined,
      smtpUrl: undefined,
      mailFrom: "OnRails Labs <no-reply@localhost>",
      visitorMailPerHour: 60,
      publicUrl: undefined,
      // Issue 40: the owner's e-mails in the booking zone unless OWNER_TIMEZONE says otherwise.
      ownerTimeZone: "UTC",
      replyTemplates: { en: undefined, pt: undefined },
      dealCurrency: "BRL",
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
      metricsToken: undefined,
      // Its defaults are checked in booking/settings.test.ts.
      booking: expect.objectContaining({ hours: undefined }),
      webhooks: { endpoint: undefined, allowPrivate: false },
      // Issue 26: page views are counted unless ANALYTICS=off.
      analytics: true,
      // Issue 39: the owner's Monday e-mail, unless WEEKLY_DIGEST=off.
      weeklyDigest: true,
      newsletter: { lettersPerHour: 200, networkPerDay: 10 },
      // Issue 51: no mailbox is read without IMAP_URL, and no reply's text is kept by default.
      replies: { imap: undefined, keepBodies: false },
    });
  });

  it("reads every setting", () => {
    const env: Env = {
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://site:secret@db:5432/site",
      CLIENT_DIR: "dist/client",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,loopback,fd00::/8",
      FORM_ID: "xyzzy_42",
      DISABLED_FORM_IDS: "old-form, contact_v1,",
      RATE_LIMIT_PER_MINUTE: "30",
      SPAM_MIN_FILL_SECONDS: "5",
      SITE_ORIGINS: "https://productonrails.com, https://www.productonrails.com.br/,http://localhost:5173",
      ADMIN_PASSWORD: "correct horse battery",
      ADMIN_SESSION_HOURS: "0.5",
      NOTIFY_EMAIL: "owner@productonrails.com",
      SMTP_URL: "smtp://mailer:s3cret@mail.example.com:587",
      MAIL_FROM: "Leads <leads@productonrails.com>",
      VISITOR_MAIL_PER_HOUR: "25",
      PUBLIC_URL: "https://productonrails.com/",
      FORM_ENDPOINT: "https://formspree.io/",
      METRICS_PORT: "9464",
      METRICS_HOST: "10.0.0.5",
      METRICS_TOKEN: "s3cret-scraper-token_0123456789",
      WEBHOOK_URL: "https://hooks.example.com/leads",
      WEBHOOK_SECRET: `whsec_${"A".repeat(43)}=`,
      WEBHOOK_ALLOW_PRIVATE: "0",
      ANALYTICS: "OFF",
      WEEKLY_DIGEST: "Off",
      NEWSLETTER_PER_HOUR: "50",
      NEWSLETTER_NETWORK_PER_DAY: "3",
      OWNER_TIMEZONE: "America/Sao_Paulo",
      REPLY_TEMPLATE_EN: "Hi {name},\\nThanks!",
      REPLY_TEMPLATE_PT: "Olá, {name}!",
      DEAL_CURRENCY: "usd",
      IMAP_URL: "imaps://me%40example.com:app%2Fpassword@imap.example.com/Sent%20Items",
      IMAP_KEEP_BODIES: "On",
    };
    expect(loadConfig(env, ROOT)).toEqual({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/site",
      databaseUrl: "postgres://site:secret@db:5432/site",
      clientDir: "/srv/site/dist/client",
      logLevel: "warn",
      trustProxy: ["10.0.0.0/8", "127.0.0.1", "loopback", "fd00::/8"],
      formId: "xyzzy_42",
      disabledFormIds: ["old-form", "contact_v1"],
      rateLimitPerMinute: 30,
      spamMinFillMs: 5000,
      siteOrigins: ["https://productonrails.com", "https://www.productonrails.com.br", "http://localhost:5173"],
      adminPassword: "correct horse battery",
      adminDisabledReason: undefined,
      adminSessionHours: 0.5,
      notifyEmail: "owner@productonrails.com",
      smtpUrl: "smtp://mailer:s3cret@mail.example.com:587",
      mailFrom: "Leads <leads@productonrails.com>",
      visitorMailPerHour: 25,
      publicUrl: "https://productonrails.com",
      ownerTimeZone: "America/Sao_Paulo",
      // The environment's one line: "\n" written as two characters is a new line.
      replyTemplates: { en: "Hi {name},\nThanks!", pt: "Olá, {name}!" },
      // Lower case is read as the code it names.
      dealCurrency: "USD",
      formEndpoint: "https://formspree.io",
      metricsPort: 9464,
      metricsHost: "10.0.0.5",
      metricsToken: "s3cret-scraper-token_0123456789",
      booking: expect.objectContaining({ hours: undefined }),
      analytics: false,
      weeklyDigest: false,
      newsletter: { lettersPerHour: 50, networkPerDay: 3 },
      replies: {
        imap: {
          host: "imap.example.com",
          port: 993,
          secure: true,
          user: "me@example.com",
          password: "app/password",
          folder: "Sent Items",
        },
        keepBodies: true,
      },
      webhooks: {
        endpoint: { url: "https://hooks.example.com/leads", secret: `whsec_${"A".repeat(43)}=` },
        allowPrivate: false,
      },
    });
  });

  it.each<[Env, string]>([
    [{ WEBHOOK_URL: "https://hooks.example.com" }, "WEBHOOK_SECRET must be set when WEBHOOK_URL is"],
    [{ WEBHOOK_SECRET: `whsec_${"A".repeat(43)}=` }, "WEBHOOK_SECRET is set without WEBHOOK_URL"],
    [{ WEBHOOK_URL: "https://h.example", WEBHOOK_SECRET: "hunter2" }, "WEBHOOK_SECRET must be whsec_"],
    [{ WEBHOOK_URL: "ftp://h.example", WEBHOOK_SECRET: `whsec_${"A".repeat(43)}=` }, "WEBHOOK_URL must be an https"],
    [
      { WEBHOOK_URL: "http://h.example", WEBHOOK_SECRET: `whsec_${"A".repeat(43)}=` },
      "WEBHOOK_URL must be an https:// URL (WEBHOOK_ALLOW_PRIVATE=1 allows http",
    ],
    [{ WEBHOOK_ALLOW_PRIVATE: "maybe" }, "WEBHOOK_ALLOW_PRIVATE must be 1 or 0"],
  ])("refuses webhook settings that do not fit: %j", (env, message) => {
    expect(() => loadConfig(env, ROOT)).toThrow(message);
  });

  it("allows http for WEBHOOK_URL with WEBHOOK_ALLOW_PRIVATE=1", () => {
    const env = {
      WEBHOOK_URL: "http://127.0.0.1:9/hook",
      WEBHOOK_SECRET: `whsec_${"A".repeat(43)}=`,
      WEBHOOK_ALLOW_PRIVATE: "1",
    };
    expect(loadConfig(env, ROOT).webhooks).toEqual({
      endpoint: { url: "http://127.0.0.1:9/hook", secret: env.WEBHOOK_SECRET },
      allowPrivate: true,
    });
  });

  it.each<[string, string | undefined, string | undefined, string | undefined]>([
    ["missing", undefined, undefined, "ADMIN_PASSWORD is not set"],
    ["blank", "   ", undefined, "ADMIN_PASSWORD is not set"],
    ["11 characters", "x".repeat(11), undefined, "ADMIN_PASSWORD is shorter than 12 characters"],
    ["11 characters, accents counted once", "senha-ação1", undefined, "ADMIN_PASSWORD is shorter than 12 characters"],
    ["12 characters", "x".repeat(12), "x".repeat(12), undefined],
  ])("ADMIN_PASSWORD %s: the inbox is on only with 12 characters or more", (_, value, password, reason) => {
    const config = loadConfig({ ADMIN_PASSWORD: value }, ROOT);
    expect(config.adminPassword).toBe(password);
    expect(config.adminDisabledReason).toBe(reason);
  });

  it.each(["no-reply@localhost", "Leads <leads@example.com>", '"Product On Rails" <leads@example.com>'])(
    "accepts MAIL_FROM=%s",
    (value) => {
      expect(loadConfig({ MAIL_FROM: value }, ROOT).mailFrom).toBe(value);
    },
  );

  it("normalises origins the way browsers send them", () => {
    expect(loadConfig({ SITE_ORIGINS: "HTTPS://Example.COM:443/, https://example.com" }, ROOT).siteOrigins).toEqual([
      "https://example.com",
    ]);
  });

  it.each(["", "  ", "false", "off", "0"])("TRUST_PROXY=%j is off", (value) => {
    expect(loadConfig({ TRUST_PROXY: value }, ROOT).trustProxy).toBe(false);
  });

  it.each(["0", "65535"])("accepts PORT=%s", (value) => {
    expect(loadConfig({ PORT: value }, ROOT).port).toBe(Number(value));
  });

  it.each<[string, Env, RegExp]>([
    ["PORT not a number", { PORT: "abc" }, /PORT must be an integer from 0 to 65535 \(got "abc"\)/],
    ["ANALYTICS neither on nor off", { ANALYTICS: "yes" }, /ANALYTICS must be on or off \(got "yes"\)/],
    ["WEEKLY_DIGEST neither on nor off", { WEEKLY_DIGEST: "1" }, /WEEKLY_DIGEST must be on or off \(got "1"\)/],
    ["PORT too large", { PORT: "65536" }, /PORT must be an integer/],
    ["PORT negative", { PORT: "-1" }, /PORT must be an integer/],
    ["PORT fractional", { PORT: "3000.5" }, /PORT must be an integer/],
    ["TRUST_PROXY word", { TRUST_PROXY: "true" }, /TRUST_PROXY must be .*\(invalid: "true"\)/],
    ["TRUST_PROXY bad prefix", { TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY .*"10\.0\.0\.0\/33"/],
    [
      "TRUST_PROXY bad entry in list",
      { TRUST_PROXY: "127.0.0.1, proxy.local" },
      /TRUST_PROXY .*\(invalid: "proxy\.local"\)/,
    ],
    ["TRUST_PROXY bad address", { TRUST_PROXY: "300.1.1.1" }, /TRUST_PROXY/],
    ["LOG_LEVEL", { LOG_LEVEL: "verbose" }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db/site" }, /DATABASE_URL must be a PostgreSQL URL/],
    ["FORM_ID with a slash", { FORM_ID: "a/b" }, /FORM_ID must be 1 to 64 letters, digits, "-" or "_" \(got "a\/b"\)/],
    ["FORM_ID too long", { FORM_ID: "x".repeat(65) }, /FORM_ID must be/],
    ["DISABLED_FORM_IDS entry", { DISABLED_FORM_IDS: "ok, not ok" }, /DISABLED_FORM_IDS .*\(invalid: "not ok"\)/],
    [
      "RATE_LIMIT_PER_MINUTE zero",
      { RATE_LIMIT_PER_MINUTE: "0" },
      /RATE_LIMIT_PER_MINUTE must be a whole number .*"0"/,
    ],
    ["RATE_LIMIT_PER_MINUTE word", { RATE_LIMIT_PER_MINUTE: "ten" }, /RATE_LIMIT_PER_MINUTE must be/],
    ["SPAM_MIN_FILL_SECONDS over a minute", { SPAM_MIN_FILL_SECONDS: "61" }, /SPAM_MIN_FILL_SECONDS must be .*"61"/],
    ["IMAP_URL without a password", { IMAP_URL: "imaps://me@imap.example.com" }, /IMAP_URL must be an imaps:\/\//],
    ["IMAP_URL over http", { IMAP_URL: "https://me:pw@imap.example.com" }, /IMAP_URL must be/],
    ["IMAP_KEEP_BODIES not a switch", { IMAP_KEEP_BODIES: "yes" }, /IMAP_KEEP_BODIES must be on or off \(got "yes"\)/],
    ["SPAM_MIN_FILL_SECONDS negative", { SPAM_MIN_FILL_SECONDS: "-1" }, /SPAM_MIN_FILL_SECONDS must be/],
    [
      "RATE_LIMIT_PER_MINUTE over the maximum",
      { RATE_LIMIT_PER_MINUTE: "1000000" },
      /RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 999999 \(got "1000000"\)/,
    ],
    ["RATE_LIMIT_PER_MINUTE fractional", { RATE_LIMIT_PER_MINUTE: "2.5" }, /RATE_LIMIT_PER_MINUTE must be/],
    [
      "SITE_ORIGINS with a path",
      { SITE_ORIGINS: "https://example.com/en" },
      /SITE_ORIGINS .*"https:\/\/example\.com\/en"/,
    ],
    ["SITE_ORIGINS bare host", { SITE_ORIGINS: "example.com" }, /SITE_ORIGINS .*\(.*invalid: "example\.com"\)/],
    ["SITE_ORIGINS wildcard", { SITE_ORIGINS: "*" }, /SITE_ORIGINS .*invalid: "\*"/],
    ["SITE_ORIGINS other scheme", { SITE_ORIGINS: "ftp://example.com" }, /SITE_ORIGINS/],
    ["ADMIN_SESSION_HOURS zero", { ADMIN_SESSION_HOURS: "0" }, /ADMIN_SESSION_HOURS must be a number of hours .*"0"/],
    ["ADMIN_SESSION_HOURS word", { ADMIN_SESSION_HOURS: "eight" }, /ADMIN_SESSION_HOURS must be/],
    ["ADMIN_SESSION_HOURS over 30 days", { ADMIN_SESSION_HOURS: "721" }, /ADMIN_SESSION_HOURS .*at most 720/],
    ["SMTP_URL other scheme", { SMTP_URL: "http://mail.example.com", NOTIFY_EMAIL: "o@x.io" }, /SMTP_URL must be/],
    ["SMTP_URL not a URL", { SMTP_URL: "mail.example.com:587", NOTIFY_EMAIL: "o@x.io" }, /SMTP_URL must be/],
    [
      "SMTP_URL without NOTIFY_EMAIL",
      { SMTP_URL: "smtp://mail.example.com" },
      /NOTIFY_EMAIL must be set when SMTP_URL is/,
    ],
    [
      "NOTIFY_EMAIL not an address",
      { NOTIFY_EMAIL: "owner" },
      /NOTIFY_EMAIL must be one e-mail address \(got "owner"\)/,
    ],
    ["NOTIFY_EMAIL two addresses", { NOTIFY_EMAIL: "a@x.io, b@x.io" }, /NOTIFY_EMAIL must be one/],
    ["MAIL_FROM without an address", { MAIL_FROM: "Leads" }, /MAIL_FROM must be an address or "Name <address>"/],
    ["MAIL_FROM with a line break", { MAIL_FROM: "Leads\r\nBcc: x@y.z <a@b.c>" }, /MAIL_FROM must be/],
    ["VISITOR_MAIL_PER_HOUR zero", { VISITOR_MAIL_PER_HOUR: "0" }, /VISITOR_MAIL_PER_HOUR must be a whole/],
    ["VISITOR_MAIL_PER_HOUR not a number", { VISITOR_MAIL_PER_HOUR: "lots" }, /VISITOR_MAIL_PER_HOUR must be/],
    ["PUBLIC_URL with a path", { PUBLIC_URL: "https://example.com/admin" }, /PUBLIC_URL must be the site's origin/],
    ["PUBLIC_URL bare host", { PUBLIC_URL: "example.com" }, /PUBLIC_URL must be/],
    ["FORM_ENDPOINT with a path", { FORM_ENDPOINT: "https://formspree.io/f/abc" }, /FORM_ENDPOINT must be an origin/],
    ["FORM_ENDPOINT not a URL", { FORM_ENDPOINT: "formspree" }, /FORM_ENDPOINT must be an origin/],
    ["METRICS_PORT not a number", { METRICS_PORT: "metrics" }, /METRICS_PORT must be an integer from 0 to 65535/],
    ["METRICS_PORT too large", { METRICS_PORT: "70000" }, /METRICS_PORT must be an integer/],
    ["METRICS_PORT the site's port", { PORT: "3000", METRICS_PORT: "3000" }, /METRICS_PORT must differ from PORT/],
    ["METRICS_TOKEN too short", { METRICS_TOKEN: "short-token" }, /METRICS_TOKEN must be 24 to 256 letters/],
    ["METRICS_TOKEN with a space", { METRICS_TOKEN: "a".repeat(20) + " bbbbbb" }, /METRICS_TOKEN must be/],
  ])("rejects %s, naming the variable", (_, env, message) => {
    expect(() => loadConfig(env, ROOT)).toThrow(message);
  });

  it("reports every problem at once", () => {
    expect(() => loadConfig({ PORT: "x", TRUST_PROXY: "y" }, ROOT)).toThrow(/PORT[\s\S]*TRUST_PROXY/);
  });
});

describe("packageRoot", () => {
  it("is the folder holding package.json, wherever the code runs from", () => {
    const root = packageRoot();
    expect(existsSync(path.join(root, "package.json"))).toBe(true);
    expect(existsSync(path.join(root, "server", "config.ts"))).toBe(true);
    expect(packageRoot(path.join(root, "build", "server", "server"))).toBe(root);
  });
});

describe("OWNER_TIMEZONE", () => {
  it("is the booking zone when unset, and must be an IANA zone", () => {
    expect(loadConfig({ BOOKING_TIMEZONE: "Europe/Lisbon" }, ROOT).ownerTimeZone).toBe("Europe/Lisbon");
    expect(() => loadConfig({ OWNER_TIMEZONE: "Brasilia" }, ROOT)).toThrow(/OWNER_TIMEZONE must be an IANA time zone/);
    expect(() => loadConfig({ DEAL_CURRENCY: "XYZ" }, ROOT)).toThrow(/DEAL_CURRENCY must be an ISO 4217 currency code/);
    expect(() => loadConfig({ REPLY_TEMPLATE_PT: "x".repeat(1001) }, ROOT)).toThrow(
      /REPLY_TEMPLATE_PT must be at most 1000/,
    );
  });
});
