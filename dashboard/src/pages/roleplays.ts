/**
 * Roleplay transcripts with the WorldAgent's verdicts (issue 29, item 5): `#/roleplays` lists the shop's runs
 * (newest first, filtered to one batch), `#/roleplays/<runId>` shows one run's turns — speaker, text, action with
 * its price, the strategies used, what the live room did, and the round's verdict — with the run's summary. Reads
 * `GET …/roleplays` and `GET …/roleplays/{runId}`; runs are played through the API or scripts/roleplay.ts.
 */
import { api, path, shopPath } from "../api";
import { field, h, hideBox, money, pageTitle, select, shortId, showProblem, table } from "../dom";
import type { PageRender } from "../router";

interface RunRow {
  runId: string;
  batchId: string;
  productId: string;
  language: string;
  style: string;
  endedAs: string;
  agreedMinor: number | null;
  handedToPerson: boolean;
  createdAt: string;
}

interface TurnRow {
  seq: number;
  round: number;
  speaker: string;
  text: string;
  action: { type: string; payload?: { priceMinor?: number; subject?: string } };
  usedStrategies: string[];
  outcome: string | null;
  verdict: string | null;
}

interface RunDetail {
  run: RunRow & { currency: string; seed: number; strategiesOffered: string[]; strategiesUsed: string[]; summary: { text: string; keyPoints: string[] } };
  turns: TurnRow[];
  calls: unknown[];
}

const verdictCell = (v: string | null) => h("td", { class: v ? `verdict verdict-${v.toLowerCase()}` : "verdict", "data-testid": "turn-verdict" }, v ?? "");

export const roleplaysPage: PageRender = async (root, { param, signal }) => {
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  if (param) return runPage(root, param, signal, problem);

  const batch = field(select([["", "All batches"]]), { label: "Batch", testid: "roleplay-batch" });
  const listBox = h("div", { "data-testid": "roleplay-runs" });
  root.append(pageTitle("Roleplays"), h("p", { class: "muted" }, "Seeded honest buyer personas against your live negotiator, each round judged PASS / NEUTRAL / FAIL from the buyer's side."), h("form", { class: "filters", onsubmit: (e: Event) => e.preventDefault() }, batch.wrap), problem, listBox);

  let known = new Set<string>();
  const load = async () => {
    hideBox(problem);
    const q = new URLSearchParams({ limit: "500" });
    if (batch.input.value) q.set("batchId", batch.input.value);
    let items: RunRow[];
    try {
      items = (await api.get<{ items: RunRow[] }>(shopPath(`/roleplays?${q}`), signal)).items;
    } catch (e) {
      showProblem(problem, e);
      return;
    }
    for (const id of items.map((r) => r.batchId)) {
      if (known.has(id)) continue;
      known.add(id);
      batch.input.append(h("option", { value: id }, id));
    }
    if (items.length === 0) {
      listBox.replaceChildren(h("p", { class: "muted" }, "No roleplay runs yet: POST /v1/shops/{shopId}/roleplays or scripts/roleplay.ts plays some."));
      return;
    }
    const rows = items.map((r) =>
      h(
        "tr",
        { "data-testid": "roleplay-run" },
        h("td", {}, h("a", { href: `#/roleplays/${encodeURIComponent(r.runId)}` }, shortId(r.runId))),
        h("td", {}, shortId(r.batchId)),
        h("td", {}, r.productId),
        h("td", {}, r.language),
        h("td", {}, r.style),
        h("td", {}, r.endedAs),
        h("td", {}, r.agreedMinor === null ? "" : money(r.agreedMinor)),
        h("td", {}, r.handedToPerson ? "yes" : "no"),
      ),
    );
    listBox.replaceChildren(table(`${items.length} run(s)`, ["Run", "Batch", "Product", "Language", "Style", "Ended", "Agreed", "Handed to a person"], rows));
  };
  batch.input.addEventListener("change", () => void load());
  known = new Set();
  await load();
};

async function runPage(root: HTMLElement, runId: string, signal: AbortSignal, problem: HTMLElement): Promise<void> {
  root.append(pageTitle(`Roleplay ${shortId(runId)}`), h("p", {}, h("a", { href: "#/roleplays" }, "← all runs")), problem);
  let detail: RunDetail;
  try {
    detail = await api.get<RunDetail>(shopPath(path`/roleplays/${runId}`), signal);
  } catch (e) {
    showProblem(problem, e);
    return;
  }
  const { run, turns } = detail;
  root.append(
    h(
      "section",
      { "data-testid": "roleplay-summary" },
      h("p", {}, run.summary?.text ?? ""),
      h("ul", {}, (run.summary?.keyPoints ?? []).map((k) => h("li", {}, k))),
      h("p", { class: "muted" }, `Seed ${run.seed} · ${run.language} · ${run.style} · strategies offered: ${run.strategiesOffered.join(", ")}`),
    ),
  );
  const rows = turns.map((t) =>
    h(
      "tr",
      { "data-testid": "roleplay-turn", class: `speaker-${t.speaker}` },
      h("td", {}, String(t.round)),
      h("td", {}, t.speaker === "persona" ? "Buyer persona" : "Your negotiator"),
      h("td", { "data-testid": "turn-text" }, t.text),
      h("td", { "data-testid": "turn-action" }, t.action.type, t.action.payload?.priceMinor !== undefined ? ` ${money(t.action.payload.priceMinor, run.currency)}` : ""),
      h("td", {}, t.usedStrategies.join(", ")),
      h("td", {}, t.outcome ?? ""),
      verdictCell(t.verdict),
    ),
  );
  root.append(table(`${turns.length} turn(s), ended ${run.endedAs}${run.agreedMinor !== null ? ` at ${money(run.agreedMinor, run.currency)}` : ""}`, ["Round", "Speaker", "Text", "Action", "Strategies", "Room", "Verdict"], rows, { "data-testid": "roleplay-turns" }));
}
