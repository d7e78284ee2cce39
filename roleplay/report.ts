/**
 * The roleplay HTML report: the batch figures (runs, hand-overs to a person, verdicts, endings, per language and
 * style) and each run's transcript with the WorldAgent's verdict per round. Pure: strings in, one self-contained
 * HTML page out, every text escaped.
 */
export interface ReportTurn { round: number; speaker: string; text: string; action: { type: string }; verdict?: string | null; outcome?: string | null }
export interface ReportRun { runId: string; language: string; style: string; endedAs: string; agreedMinor?: number | null; turns: ReportTurn[] }

const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function roleplayReportHtml(title: string, figures: Record<string, unknown>, runs: readonly ReportRun[]): string {
  const rows = runs
    .map((r) => {
      const turns = r.turns.map((t) => `<tr class="${esc(t.speaker)}"><td>${t.round}</td><td>${esc(t.speaker)}</td><td>${esc(t.action.type)}</td><td><pre>${esc(t.text)}</pre></td><td>${esc(t.outcome ?? "")}</td><td class="v-${esc(t.verdict ?? "")}">${esc(t.verdict ?? "")}</td></tr>`).join("");
      return `<details><summary>${esc(r.runId)} · ${esc(r.language)} · ${esc(r.style)} · ${esc(r.endedAs)}${r.agreedMinor != null ? ` at ${esc(r.agreedMinor)}` : ""}</summary><table><tr><th>round</th><th>speaker</th><th>action</th><th>text</th><th>room</th><th>verdict</th></tr>${turns}</table></details>`;
    })
    .join("\n");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:14px system-ui;margin:2em}pre{white-space:pre-wrap;margin:0}td,th{border-bottom:1px solid #ddd;padding:4px;vertical-align:top;text-align:left}.counterparty{background:#f5f7ff}.v-PASS{color:#070}.v-FAIL{color:#b00}.v-NEUTRAL{color:#666}</style>
<h1>${esc(title)}</h1><h2>Figures</h2><pre>${esc(JSON.stringify(figures, null, 2))}</pre><h2>Runs</h2>${rows}</html>`;
}
