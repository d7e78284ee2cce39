/**
 * The fleet of negotiators (issue #31, item 4): `#/fleet` shows every agent with its figures (live negotiations,
 * negotiations held, deals, deal rate, mean surplus share, the shared memory's belief, and deals/held per deal type:
 * sales, procurement, partnership), an editor for an agent's
 * profile (field errors beside each field, the server's too), the category each product is assigned under, the
 * opens no agent could take with the owner's two answers (name an agent, or let the default negotiator proceed),
 * and the coordinator's recent assignments with every candidate's score or the reasons it was excluded. Refreshed
 * every 5 s. The negotiation page shows its own assignment with `assignmentSection`.
 */
import { api, listProducts, path, shopPath } from "../api";
import { announce, busy, clear, every, field, h, hideBox, input, pageTitle, percent, select, setFieldError, shortId, showProblem, table, timeEl, type Field } from "../dom";
import type { PageRender } from "../router";
import { FLEET_ARMS, FLEET_DEAL_TYPES, FLEET_LANGUAGE_STYLES, STRATEGY_KINDS, type FleetAssignmentRecord, type FleetCandidate, type FleetView, type FleetWaiting, type NegotiatorAgent } from "../types";

/** As the API allows (fleet/profiles/validate.ts AGENT_ID). */
const AGENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface AgentFormValues {
  id: string;
  name: string;
  dealTypes: string[];
  categories: string;
  strategyKind: string;
  exponent: string;
  arms: string[];
  policySetId: string;
  languageStyle: string;
  capacity: string;
  active: boolean;
}

export type AgentBody = Omit<NegotiatorAgent, "id" | "version" | "createdAt" | "updatedAt">;

/**
 * The form as the PUT body, or each field's problem (field name, message) before anything is sent. The server
 * checks again (fleet/'s validation is the rule); this only saves a round trip for the obvious.
 */
export function agentBody(v: AgentFormValues): { id: string; body: AgentBody } | { errors: [keyof AgentFormValues, string][] } {
  const errors: [keyof AgentFormValues, string][] = [];
  const id = v.id.trim();
  if (!AGENT_ID.test(id)) errors.push(["id", "1–64 characters: letters, digits, '.', '_' or '-', starting with a letter or digit."]);
  const name = v.name.trim();
  if (!name) errors.push(["name", "Give the agent a name."]);
  if (v.dealTypes.length === 0) errors.push(["dealTypes", "Tick at least one deal type."]);
  const cats = v.categories.trim();
  const categories: string[] | "all" = cats === "all" ? "all" : [...new Set(cats.split(/[,\n]/).map((c) => c.trim()).filter((c) => c !== ""))];
  if (categories !== "all" && categories.length === 0) errors.push(["categories", 'Name at least one category, or write "all".']);
  const exponentText = v.exponent.trim();
  const exponent = exponentText === "" ? undefined : Number(exponentText);
  if (exponent !== undefined && !(Number.isFinite(exponent) && exponent > 0)) errors.push(["exponent", "A number above 0, or empty for the kind's own."]);
  if (v.arms.length === 0) errors.push(["arms", "Tick at least one arm."]);
  const capacity = Number(v.capacity.trim());
  if (!/^\d+$/.test(v.capacity.trim()) || !Number.isSafeInteger(capacity) || capacity < 1 || capacity > 10_000) errors.push(["capacity", "A whole number from 1 to 10000."]);
  if (!v.policySetId.trim()) errors.push(["policySetId", 'Write "active", or a policy set version such as 3.']);
  if (errors.length) return { errors };
  return {
    id,
    body: {
      name,
      dealTypes: v.dealTypes as AgentBody["dealTypes"],
      categories,
      strategy: { kind: v.strategyKind as AgentBody["strategy"]["kind"], ...(exponent !== undefined ? { exponent } : {}) },
      arms: v.arms as AgentBody["arms"],
      policySetId: v.policySetId.trim(),
      languageStyle: v.languageStyle as AgentBody["languageStyle"],
      capacity,
      active: v.active,
    },
  };
}

/** One candidate in a line: its score and parts, or why it was left out. */
export function candidateText(c: FleetCandidate): string {
  if (!c.suitable) return `excluded: ${c.exclusions.map((e) => `${e.code} (${e.detail})`).join("; ")}`;
  const s = c.score;
  return `score ${s.total.toFixed(3)} = success ${s.success.toFixed(3)} + exploration ${s.exploration.toFixed(3)} − workload ${s.workloadPenalty.toFixed(3)} (${s.live}/${s.capacity} live)`;
}

const RULES: Record<FleetAssignmentRecord["rule"], string> = {
  "best-score": "best score",
  "keeps-related": "keeps the buyer's related negotiations",
  owner: "named by the owner",
  default: "the shop's default negotiator (owner's choice)",
};

/** A negotiation's assignment: who plays it, by which rule and why, and every candidate. */
export function assignmentSection(record: FleetAssignmentRecord): Node[] {
  const rows = record.candidates.map((c) =>
    h(
      "tr",
      { "data-testid": "assignment-candidate", "data-agent-id": c.agentId, class: c.agentId === record.agentId ? "chosen" : "" },
      h("th", { scope: "row" }, c.agentId, c.agentId === record.agentId ? " (chosen)" : ""),
      h("td", {}, c.suitable ? "suitable" : "excluded"),
      h("td", {}, candidateText(c)),
    ),
  );
  return [
    h(
      "p",
      { "data-testid": "assignment-summary" },
      record.agentId ? h("strong", {}, record.agentId) : h("strong", {}, "Default negotiator"),
      ` — ${RULES[record.rule]}. ${record.reason}. Category ${record.category}.`,
    ),
    rows.length ? table("Every agent the coordinator considered, by id", ["Agent", "Suitable", "Score or reasons"], rows, { "data-testid": "assignment-candidates" }) : h("p", { class: "muted" }, "The fleet had no agents."),
  ];
}

type AnyField = Field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** A group of checkboxes with one legend and one error line. */
function checkboxes(legend: string, values: readonly string[], testid: string): { wrap: HTMLFieldSetElement; boxes: HTMLInputElement[]; error: HTMLElement; checked: () => string[]; set: (v: readonly string[]) => void } {
  const error = h("p", { class: "field-error", "data-testid": `${testid}-error` });
  error.hidden = true;
  const boxes = values.map((v) => h("input", { type: "checkbox", value: v, "data-testid": `${testid}-${v}` }));
  const wrap = h("fieldset", { class: "field" }, h("legend", {}, legend), ...boxes.map((b, i) => h("label", { class: "inline" }, b, ` ${values[i]}`)), error);
  return { wrap, boxes, error, checked: () => boxes.filter((b) => b.checked).map((b) => b.value), set: (v) => boxes.forEach((b) => (b.checked = v.includes(b.value))) };
}

export const fleetPage: PageRender = async (root, { signal }) => {
  const problem = h("div", { class: "problem", "data-testid": "fleet-problem" });
  problem.hidden = true;
  const roster = h("div", { "data-testid": "fleet-roster" });
  const waitingBox = h("div", { "data-testid": "fleet-waiting" });
  const recentBox = h("div", { "data-testid": "fleet-assignments" });

  // ---- The editor ----------------------------------------------------------------------------------------
  const id = field(input({ required: true, autocomplete: "off", spellcheck: false, maxLength: 64 }), { label: "Agent id", testid: "agent-id", hint: "Letters, digits, '.', '_' or '-'. Saving an existing id replaces that agent (a new version)." });
  const name = field(input({ required: true, maxLength: 120 }), { label: "Name", testid: "agent-name" });
  const dealTypes = checkboxes("Deal types", FLEET_DEAL_TYPES, "agent-deal");
  const categories = field(input({ autocomplete: "off", spellcheck: false, value: "all" }), { label: "Categories", testid: "agent-categories", hint: 'Product categories it handles, separated by commas, or "all".' });
  const strategyKind = field(select(STRATEGY_KINDS.map((k) => [k, k]), "adaptive"), { label: "Strategy", testid: "agent-strategy" });
  const exponent = field(input({ inputMode: "decimal", autocomplete: "off" }), { label: "Curve exponent (optional)", testid: "agent-exponent", hint: "Below 1 concedes late, above 1 early; empty for the kind's own." });
  const arms = checkboxes("Learner arms it may play", FLEET_ARMS, "agent-arm");
  const policySetId = field(input({ autocomplete: "off", spellcheck: false, value: "active" }), { label: "Policy set", testid: "agent-policy", hint: '"active", or a stored version such as 3.' });
  const languageStyle = field(select(FLEET_LANGUAGE_STYLES.map((s) => [s, s]), "formal"), { label: "Language style", testid: "agent-style" });
  const capacity = field(input({ inputMode: "numeric", autocomplete: "off", value: "10" }), { label: "Capacity", testid: "agent-capacity", hint: "The most live negotiations it holds at once." });
  const active = h("input", { type: "checkbox", checked: true, "data-testid": "agent-active", id: "agent-active" });
  dealTypes.set(["sales"]);
  arms.set(["default"]);
  const formError = h("div", { class: "problem", "data-testid": "agent-form-error" });
  formError.hidden = true;
  const save = h("button", { type: "submit", "data-testid": "agent-save" }, "Save agent");
  const form = h(
    "form",
    { class: "card", novalidate: true, "aria-labelledby": "agent-form-h", "data-testid": "agent-form" },
    h("h2", { id: "agent-form-h" }, "Define an agent"),
    h("div", { class: "grid" }, id.wrap, name.wrap, categories.wrap, strategyKind.wrap, exponent.wrap, policySetId.wrap, languageStyle.wrap, capacity.wrap),
    dealTypes.wrap,
    arms.wrap,
    h("div", { class: "field" }, h("label", { class: "inline", for: "agent-active" }, active, " Active (an inactive agent keeps its record and is given nothing new)")),
    formError,
    h("div", { class: "actions" }, save),
  );
  const textFields: Partial<Record<keyof AgentFormValues, AnyField>> = { id, name, categories, exponent, capacity, policySetId, strategyKind, languageStyle };
  const groups = { dealTypes, arms };
  const setGroupError = (g: { error: HTMLElement; boxes: HTMLInputElement[] }, message: string | null) => {
    g.error.textContent = message ?? "";
    g.error.hidden = !message;
    for (const b of g.boxes) if (message) b.setAttribute("aria-invalid", "true");
    else b.removeAttribute("aria-invalid");
  };
  const clearErrors = () => {
    for (const f of Object.values(textFields)) if (f) setFieldError(f, null);
    setGroupError(dealTypes, null);
    setGroupError(arms, null);
    hideBox(formError);
  };
  const showError = (key: keyof AgentFormValues, message: string) => {
    if (key === "dealTypes" || key === "arms") setGroupError(groups[key], message);
    else if (textFields[key]) setFieldError(textFields[key]!, message);
  };
  const edit = (a: NegotiatorAgent) => {
    clearErrors();
    id.input.value = a.id;
    name.input.value = a.name;
    dealTypes.set(a.dealTypes);
    categories.input.value = a.categories === "all" ? "all" : a.categories.join(", ");
    strategyKind.input.value = a.strategy.kind;
    exponent.input.value = a.strategy.exponent === undefined ? "" : String(a.strategy.exponent);
    arms.set(a.arms);
    policySetId.input.value = a.policySetId;
    languageStyle.input.value = a.languageStyle;
    capacity.input.value = String(a.capacity);
    active.checked = a.active;
    name.input.focus();
    announce(`Editing ${a.id}.`);
  };

  // ---- Product categories --------------------------------------------------------------------------------
  const products = await listProducts(signal).catch(() => []);
  const catProduct = field(select(products.map((p) => [p.productId, `${p.name} (${p.productId})`]), products[0]?.productId ?? ""), { label: "Product", testid: "category-product" });
  const catName = field(input({ autocomplete: "off", spellcheck: false, maxLength: 80 }), { label: "Category", testid: "category-name", hint: "Empty: the product is its own category again." });
  const catSave = h("button", { type: "submit", class: "secondary", "data-testid": "category-save" }, "Set category");
  const catError = h("div", { class: "problem" });
  catError.hidden = true;
  const catForm = h("form", { class: "card", novalidate: true, "aria-labelledby": "category-h" }, h("h2", { id: "category-h" }, "Product categories"), h("div", { class: "grid" }, catProduct.wrap, catName.wrap), catError, h("div", { class: "actions" }, catSave));

  root.append(
    pageTitle("Fleet"),
    h("p", { class: "muted" }, "Your negotiator agents: each new negotiation goes to the suitable agent (deal type, category, room) with the best record with this buyer and buyers like it, less its workload. When none fits, the open waits for you below."),
    problem,
    h("section", { "aria-labelledby": "roster-h" }, h("h2", { id: "roster-h" }, "Agents"), roster),
    h("section", { "aria-labelledby": "waiting-h" }, h("h2", { id: "waiting-h" }, "No agent fits"), waitingBox),
    form,
    catForm,
    h("section", { "aria-labelledby": "recent-h" }, h("h2", { id: "recent-h" }, "Recent assignments"), recentBox),
  );

  let shown = "";
  const load = async () => {
    const view = await api.get<FleetView>(shopPath("/fleet"), signal);
    hideBox(problem);
    const json = JSON.stringify(view);
    if (json === shown) return;
    shown = json;
    drawRoster(view);
    drawWaiting(view);
    drawRecent(view);
  };

  const drawRoster = (view: FleetView) => {
    const rows = view.agents.map((a) => {
      const f = a.figures;
      const editButton = h("button", { type: "button", class: "secondary", "data-testid": "agent-edit" }, `Edit ${a.id}`);
      editButton.addEventListener("click", () => edit(a));
      const off = h("button", { type: "button", class: "secondary", "data-testid": "agent-deactivate", disabled: !a.active }, `Switch ${a.id} off`);
      off.addEventListener("click", () =>
        void busy(off, async () => {
          try {
            await api.post(shopPath(path`/fleet/agents/${a.id}/deactivate`), {}, signal);
            announce(`${a.id} switched off.`);
            await load();
          } catch (e) {
            showProblem(problem, e);
          }
        }),
      );
      return h(
        "tr",
        { "data-testid": "agent-row", "data-agent-id": a.id },
        h("th", { scope: "row" }, a.id),
        h("td", {}, a.name, a.active ? "" : h("span", { class: "badge" }, " inactive")),
        h("td", {}, `${a.dealTypes.join(", ")} · ${a.categories === "all" ? "all categories" : a.categories.join(", ")}`),
        h("td", {}, `${a.strategy.kind}${a.strategy.exponent !== undefined ? ` β ${a.strategy.exponent}` : ""} · arms ${a.arms.join(", ")} · ${a.languageStyle}`),
        h("td", { class: "num", "data-testid": "agent-live" }, `${f.live}/${a.capacity}`),
        h("td", { class: "num" }, f.held),
        h("td", { class: "num", "data-testid": "agent-deals" }, f.deals),
        h("td", { class: "num" }, percent(f.dealRate)),
        h("td", { class: "num", "data-testid": "agent-surplus" }, percent(f.meanSurplusShare)),
        h("td", { class: "num" }, f.posterior ? f.posterior.mean.toFixed(3) : "—"),
        h("td", { "data-testid": "agent-by-deal-type" }, byDealType(f)),
        h("td", {}, editButton, " ", off),
      );
    });
    clear(
      roster,
      rows.length
        ? table("Agents with their figures, in id order", ["Agent", "Name", "Handles", "Plays", "Live", "Held", "Deals", "Deal rate", "Mean surplus share", "Belief", "Sales · procurement · partnership", "Actions"], rows, { "data-testid": "agents-table" })
        : h("p", { class: "muted", "data-testid": "agents-empty" }, "No agents: the shop's default negotiator plays every negotiation. Define one below."),
    );
  };

  const drawWaiting = (view: FleetView) => {
    const pending = view.waiting.filter((w) => w.status === "pending");
    const active = view.agents.filter((a) => a.active);
    const items = pending.map((w) => waitingItem(w, active));
    clear(waitingBox, items.length ? items : h("p", { class: "muted", "data-testid": "waiting-empty" }, "Nothing waiting."));
  };

  const waitingItem = (w: FleetWaiting, agents: { id: string; name: string }[]) => {
    const chooser = field(select(agents.map((a) => [a.id, `${a.name} (${a.id})`]), agents[0]?.id ?? ""), { label: "Agent", testid: "waiting-agent" });
    const give = h("button", { type: "button", "data-testid": "waiting-assign", disabled: agents.length === 0 }, "Assign this agent");
    const fallback = h("button", { type: "button", class: "secondary", "data-testid": "waiting-default" }, "Let the default negotiator proceed");
    const error = h("div", { class: "problem" });
    error.hidden = true;
    const decide = (button: HTMLButtonElement, agentId: string | null) =>
      void busy(button, async () => {
        try {
          await api.post(shopPath(path`/fleet/waiting/${w.waitingId}/decision`), { agentId }, signal);
          announce(agentId ? `${agentId} will take ${w.buyerId}'s next open.` : `The default negotiator will take ${w.buyerId}'s next open.`);
          await load();
        } catch (e) {
          showProblem(error, e);
        }
      });
    give.addEventListener("click", () => decide(give, chooser.input.value));
    fallback.addEventListener("click", () => decide(fallback, null));
    const reasons = w.candidates.map((c) => h("li", {}, `${c.agentId}: ${candidateText(c)}`));
    return h(
      "div",
      { class: "card", "data-testid": "waiting-item", "data-waiting-id": w.waitingId },
      h("p", {}, h("strong", {}, `${w.buyerId} on ${w.productId}`), ` (category ${w.category}), since `, timeEl(w.createdAt), `: ${w.reason}.`),
      reasons.length ? h("ul", {}, reasons) : null,
      h("p", { class: "muted" }, "The buyer was told to try again later; its next open is played as you decide."),
      h("div", { class: "inline" }, chooser.wrap, give, fallback),
      error,
    );
  };

  const drawRecent = (view: FleetView) => {
    const rows = view.recentAssignments.map((a) =>
      h(
        "tr",
        { "data-testid": "assignment-row", "data-agent-id": a.agentId ?? "" },
        h("th", { scope: "row" }, timeEl(a.assignedAt)),
        h("td", {}, a.negotiationId ? h("a", { href: `#/negotiations/${encodeURIComponent(a.negotiationId)}` }, shortId(a.negotiationId)) : h("span", { class: "muted" }, "opening")),
        h("td", { "data-testid": "assignment-deal-type" }, a.record.dealType),
        h("td", {}, a.agentId ?? "default"),
        h("td", {}, `${RULES[a.record.rule]}: ${a.record.reason}`),
        h("td", {}, h("details", {}, h("summary", {}, `${a.record.candidates.length} candidates`), h("ul", {}, a.record.candidates.map((c) => h("li", {}, `${c.agentId}: ${candidateText(c)}`))))),
        h("td", {}, a.status ?? a.state, a.reward !== null ? ` · share ${percent(a.reward)}` : ""),
      ),
    );
    clear(recentBox, rows.length ? table("The coordinator's latest assignments, newest first", ["Assigned", "Negotiation", "Deal type", "Agent", "Rule and reason", "Scores", "Outcome"], rows, { "data-testid": "assignments-table" }) : h("p", { class: "muted" }, "No assignments yet."));
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearErrors();
    const built = agentBody({
      id: id.input.value,
      name: name.input.value,
      dealTypes: dealTypes.checked(),
      categories: categories.input.value,
      strategyKind: strategyKind.input.value,
      exponent: exponent.input.value,
      arms: arms.checked(),
      policySetId: policySetId.input.value,
      languageStyle: languageStyle.input.value,
      capacity: capacity.input.value,
      active: active.checked,
    });
    if ("errors" in built) {
      for (const [key, message] of built.errors) showError(key, message);
      announce("The agent was not saved: see the fields marked.");
      return;
    }
    void busy(save, async () => {
      try {
        const saved = await api.put<NegotiatorAgent>(shopPath(path`/fleet/agents/${built.id}`), built.body, signal);
        announce(`Agent ${saved.id} saved (version ${saved.version}).`);
        await load();
      } catch (e) {
        showProblem(formError, e, (key) => {
          const top = key.split(".")[0] as keyof AgentFormValues | "strategy";
          if (top === "strategy") return key.endsWith("exponent") ? exponent : strategyKind;
          if (top === "dealTypes" || top === "arms") {
            setGroupError(groups[top], "See the message below.");
            return undefined;
          }
          return textFields[top];
        });
      }
    });
  });

  catForm.addEventListener("submit", (event) => {
    event.preventDefault();
    setFieldError(catName, null);
    hideBox(catError);
    const category = catName.input.value.trim();
    void busy(catSave, async () => {
      try {
        const set = await api.put<{ productId: string; category: string }>(shopPath(path`/fleet/categories/${catProduct.input.value}`), { category: category || null }, signal);
        announce(`${set.productId} is assigned under ${set.category}.`);
      } catch (e) {
        showProblem(catError, e, (key) => (key.startsWith("category") ? catName : undefined));
      }
    });
  });

  try {
    await load();
  } catch (e) {
    showProblem(problem, e);
  }
  every(5000, signal, async () => {
    try {
      await load();
    } catch (e) {
      showProblem(problem, e);
    }
  });
};

/** Deals and held per deal type, in FLEET_DEAL_TYPES order (sales, procurement, partnership), for an agent that plays more than one. */
export function byDealType(f: { byDealType?: Partial<Record<string, { held: number; deals: number }>> }): string {
  const cell = (x: { held: number; deals: number } | undefined) => (x ? `${x.deals}/${x.held}` : "0/0");
  return `${FLEET_DEAL_TYPES.map((kind) => cell(f.byDealType?.[kind])).join(" · ")} (deals/held)`;
}

