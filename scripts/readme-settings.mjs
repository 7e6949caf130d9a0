// Writes the README's server settings table from each capability's SettingDocs (the
// compiled server/config.js's SETTING_DOCS), then lets Prettier line up its columns.
// Run through `npm run readme:settings`, which compiles the server first.
import { readFileSync, writeFileSync } from "node:fs";
import * as prettier from "prettier";

const BUILT = new URL("../build/server/server/", import.meta.url);
const README = new URL("../README.md", import.meta.url);
const { SETTING_DOCS } = await import(new URL("config.js", BUILT).href);
const { settingsTable, withSettingsTable } = await import(new URL("settings-table.js", BUILT).href);

const readmePath = README.pathname;
const options = { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath };
const before = readFileSync(README, "utf8");
const after = await prettier.format(withSettingsTable(before, settingsTable(SETTING_DOCS)), options);
writeFileSync(README, after);
console.log(before === after ? "README: the settings table was already current." : "README: settings table written.");
