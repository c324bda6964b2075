// The data: URL tab: the Fetch Standard's data: URL processor, its MIME type, parameters and body.
import { type DataURL, parseDataURL } from "@urlkit/data-url";
import { card, field, h, nameValueRows, nameValueTable, urlInput } from "./dom.ts";
import type { Tab } from "./tabs.ts";

const BYTES_PER_ROW = 16;
const SHOWN_BYTES = 4096;

function hexDump(body: Uint8Array): string {
  const rows: string[] = [];
  const shown = body.subarray(0, SHOWN_BYTES);
  for (let offset = 0; offset < shown.length; offset += BYTES_PER_ROW) {
    const row = [...shown.subarray(offset, offset + BYTES_PER_ROW)].map((byte) => byte.toString(16).padStart(2, "0"));
    rows.push(`${offset.toString(16).padStart(6, "0")}  ${row.join(" ")}`);
  }
  if (body.length > shown.length) rows.push(`… ${body.length - shown.length} more bytes`);
  return rows.join("\n");
}

/** The body as text in the MIME type's charset when the browser's TextDecoder knows it, else as UTF-8. */
function bodyText(dataURL: DataURL): { text: string; charset: string } {
  const label = dataURL.mimeType.parameters.get("charset") ?? "UTF-8";
  try {
    const decoder = new TextDecoder(label);
    return { text: decoder.decode(dataURL.body), charset: decoder.encoding };
  } catch {
    return { text: new TextDecoder().decode(dataURL.body), charset: `utf-8 (the browser does not know ${label})` };
  }
}

function formatSize(bytes: number): string {
  return `${bytes.toLocaleString("en")} byte${bytes === 1 ? "" : "s"}`;
}

export function dataTab(): Tab {
  const input = urlInput("data-input", "data:text/plain,Hello");
  const status = h("p", { class: "status", id: "data-status", role: "status" });
  const essence = h("dd", { id: "data-mime" });
  const size = h("dd", { id: "data-size" });
  const parameters = h("tbody", { id: "data-parameters" });
  const text = h("pre", { class: "body", id: "data-text", tabindex: "0", "aria-labelledby": "data-text-heading" });
  const hex = h("pre", { class: "body", id: "data-hex", tabindex: "0", "aria-labelledby": "data-hex-heading" });
  const textHeading = h("h3", { id: "data-text-heading" }, "Body as text");
  const result = h(
    "div",
    { class: "grid" },
    card(
      "data-type-heading",
      "MIME type",
      h("dl", { class: "details" }, h("dt", {}, "essence"), essence, h("dt", {}, "body size"), size),
      h("h3", { id: "data-parameters-heading" }, "Parameters"),
      nameValueTable("data-parameters-heading", parameters),
    ),
    card(
      "data-body-heading",
      "Body",
      textHeading,
      text,
      h("h3", { id: "data-hex-heading" }, "Body in hexadecimal"),
      hex,
    ),
  );

  return {
    id: "data",
    label: "data: URL",
    create(change) {
      input.addEventListener("input", () => change({ data: input.value }));
      return h(
        "div",
        { class: "data-tab" },
        h(
          "form",
          { class: "inputs", role: "search", "aria-label": "data: URL to decode" },
          field("data-input", "data: URL", input),
        ),
        status,
        result,
      );
    },
    update(state) {
      if (input.value !== state.data) input.value = state.data;
      const dataURL = parseDataURL(state.data);
      result.hidden = dataURL === null;
      if (dataURL === null) {
        status.textContent =
          "Not a data: URL that decodes: it does not parse as a URL, its scheme is not data:, it has no comma, or its base64 does not decode.";
        return;
      }
      const { text: decoded, charset } = bodyText(dataURL);
      status.textContent = `${String(dataURL.mimeType)} · ${formatSize(dataURL.body.length)}`;
      essence.textContent = dataURL.mimeType.essence;
      size.textContent = formatSize(dataURL.body.length);
      const entries = [...dataURL.mimeType.parameters];
      parameters.replaceChildren(...nameValueRows(entries));
      if (entries.length === 0) parameters.append(h("tr", {}, h("td", { colspan: "2", class: "quiet" }, "none")));
      textHeading.textContent = `Body as text (${charset})`;
      text.textContent = decoded;
      hex.textContent = hexDump(dataURL.body);
    },
  };
}
