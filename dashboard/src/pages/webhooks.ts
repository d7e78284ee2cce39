/**
 * Webhooks: endpoints (create, with the signing secret shown once; delete; send a test) and one endpoint's
 * delivery log, refreshed every 3 s while shown so retries can be watched.
 */
import { api, path, shopPath } from "../api";
import { announce, busy, childController, clear, every, field, h, hideBox, input, pageTitle, setFieldError, shortId, showProblem, table, timeEl } from "../dom";
import type { PageRender } from "../router";
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint } from "../types";

export const webhooksPage: PageRender = async (root, { signal }) => {
  const problem = h("div", { class: "problem" });
  problem.hidden = true;
  const listBox = h("div");
  const secretBox = h("div", { "aria-live": "polite" });
  const logBox = h("section", { "aria-labelledby": "log-h" });

  // ---- Create -------------------------------------------------------------------------------------------
  const url = field(input({ type: "url", required: true, placeholder: "https://example.com/parley-hook", autocomplete: "off", spellcheck: false }), { label: "URL", testid: "webhook-url", hint: "HTTPS; Parley signs each delivery with the endpoint's secret." });
  const description = field(input({ maxLength: 200 }), { label: "Description (optional)", testid: "webhook-description" });
  const boxes = WEBHOOK_EVENTS.map((event) => {
    const box = h("input", { type: "checkbox", id: `event-${event.replace(/\W/g, "-")}`, value: event, checked: true, "data-testid": `webhook-event-${event}` });
    return { event, box, wrap: h("div", { class: "checkbox" }, box, h("label", { for: box.id }, h("code", {}, event))) };
  });
  const eventsError = h("p", { class: "field-error", id: "events-error" });
  eventsError.hidden = true;
  const createError = h("div", { class: "problem", "data-testid": "webhook-error" });
  createError.hidden = true;
  const create = h("button", { type: "submit", "data-testid": "webhook-create" }, "Add endpoint");
  const form = h(
    "form",
    { class: "card", novalidate: true },
    url.wrap,
    h("fieldset", { "aria-describedby": eventsError.id }, h("legend", {}, "Events"), boxes.map((b) => b.wrap), eventsError),
    description.wrap,
    createError,
    h("div", { class: "actions" }, create),
  );

  const showSecret = (endpoint: WebhookEndpoint) => {
    if (!endpoint.secret) {
      secretBox.replaceChildren();
      return;
    }
    const secretId = "webhook-secret-value";
    const secret = h("input", { id: secretId, class: "code", readOnly: true, value: endpoint.secret, "data-testid": "webhook-secret", size: 60 });
    const copied = h("span", { role: "status", class: "muted" });
    clear(
      secretBox,
      h(
        "div",
        { class: "card warning", role: "alert" },
        h("p", {}, h("strong", {}, "Copy this signing secret now: it is shown only once."), ` Endpoint ${endpoint.url} uses it to verify that deliveries come from Parley.`),
        h("label", { for: secretId }, "Signing secret"),
        h(
          "div",
          { class: "inline" },
          secret,
          h(
            "button",
            {
              type: "button",
              class: "secondary",
              "data-testid": "webhook-secret-copy",
              onclick: async () => {
                secret.select();
                try {
                  await navigator.clipboard.writeText(endpoint.secret!);
                  copied.textContent = "Copied.";
                } catch {
                  copied.textContent = "Selected: press Ctrl+C (⌘C) to copy.";
                }
              },
            },
            "Copy",
          ),
          copied,
        ),
        h("button", { type: "button", class: "secondary", onclick: () => secretBox.replaceChildren() }, "I have stored it"),
      ),
    );
    secret.focus();
    secret.select();
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    setFieldError(url, null);
    eventsError.hidden = true;
    hideBox(createError);
    const events = boxes.filter((b) => b.box.checked).map((b) => b.event);
    let ok = true;
    try {
      const u = new URL(url.input.value.trim());
      if (u.protocol !== "https:" && u.protocol !== "http:") throw new Error("scheme");
    } catch {
      setFieldError(url, "Enter a full URL such as https://example.com/hook.");
      ok = false;
    }
    if (events.length === 0) {
      eventsError.textContent = "Choose at least one event.";
      eventsError.hidden = false;
      ok = false;
    }
    if (!ok) return;
    void busy(create, async () => {
      try {
        const text = description.input.value.trim();
        const endpoint = await api.post<WebhookEndpoint>(shopPath("/webhooks"), { url: url.input.value.trim(), events, ...(text ? { description: text } : {}) }, signal);
        form.reset();
        for (const b of boxes) b.box.checked = true;
        showSecret(endpoint);
        announce("Endpoint added. Copy its secret now.");
        await load();
      } catch (e) {
        showProblem(createError, e, (key) => (key.startsWith("url") ? url : key.startsWith("description") ? description : undefined));
      }
    });
  });

  // ---- Deliveries ---------------------------------------------------------------------------------------
  let watching: AbortController | null = null;
  const showDeliveries = (endpoint: WebhookEndpoint, focus = true) => {
    watching?.abort();
    watching = childController(signal);
    const mine = watching.signal;
    const heading = h("h2", { id: "log-h", tabindex: -1 }, `Deliveries to ${endpoint.url}`);
    const box = h("div", { "data-testid": "webhook-deliveries" }, h("p", { class: "muted" }, "Loading…"));
    const err = h("div", { class: "problem" });
    err.hidden = true;
    clear(logBox, heading, err, box);
    if (focus) heading.focus();
    let shown = "";
    const draw = async () => {
      try {
        const { items } = await api.get<{ items: WebhookDelivery[] }>(shopPath(path`/webhooks/${endpoint.endpointId}/deliveries?limit=50`), mine);
        hideBox(err);
        const json = JSON.stringify(items);
        if (json === shown) return;
        shown = json;
        clear(
          box,
          items.length === 0
            ? h("p", { class: "muted" }, "No deliveries yet.")
            : table(
                "Newest first (refreshed every 3 seconds)",
                ["Delivery", "Event", "Status", "Attempts", "Last HTTP status", "Last error", "Next attempt", "Created", "Delivered"],
                items.map((d) =>
                  h(
                    "tr",
                    { "data-delivery-id": d.deliveryId },
                    h("th", { scope: "row" }, h("code", { title: d.deliveryId }, shortId(d.deliveryId))),
                    h("td", {}, h("code", {}, d.eventType)),
                    h("td", {}, h("span", { class: `status status-${d.status}` }, d.status)),
                    h("td", { class: "num" }, d.attempts),
                    h("td", { class: "num" }, d.lastStatusCode ?? "—"),
                    h("td", {}, d.lastError ?? "—"),
                    h("td", {}, timeEl(d.nextAttemptAt)),
                    h("td", {}, timeEl(d.createdAt)),
                    h("td", {}, timeEl(d.deliveredAt)),
                  ),
                ),
              ),
        );
      } catch (e) {
        showProblem(err, e);
      }
    };
    void draw();
    every(3000, mine, draw);
  };

  // ---- Endpoints ----------------------------------------------------------------------------------------
  const load = async () => {
    try {
      const { items } = await api.get<{ items: WebhookEndpoint[] }>(shopPath("/webhooks"), signal);
      hideBox(problem);
      clear(
        listBox,
        items.length === 0
          ? h("p", { class: "muted" }, "No endpoints yet.")
          : table(
              "Endpoints",
              ["URL", "Events", "Description", "Enabled", "Created", "Actions"],
              items.map((endpoint) => endpointRow(endpoint)),
              { "data-testid": "webhook-list" },
            ),
      );
    } catch (e) {
      showProblem(problem, e);
    }
  };

  const endpointRow = (endpoint: WebhookEndpoint) => {
    const result = h("div", { class: "result", role: "status" });
    const test = h("button", { type: "button", class: "secondary", "data-testid": "webhook-test" }, "Send test");
    const log = h("button", { type: "button", class: "secondary", "data-testid": "webhook-log" }, "Deliveries");
    const del = h("button", { type: "button", class: "danger", "data-testid": "webhook-delete" }, "Delete");
    const confirmBox = h("span", { class: "inline" });
    test.addEventListener("click", () =>
      busy(test, async () => {
        try {
          const d = await api.post<WebhookDelivery>(shopPath(path`/webhooks/${endpoint.endpointId}/test`), {}, signal);
          clear(result, `Test ${d.status}${d.lastStatusCode ? ` (HTTP ${d.lastStatusCode})` : ""}${d.lastError ? `: ${d.lastError}` : ""}.`);
          showDeliveries(endpoint, false);
        } catch (e) {
          showProblem(result, e);
        }
      }),
    );
    log.addEventListener("click", () => showDeliveries(endpoint));
    // Two steps rather than confirm(): a dialog would block the page (and browser tests).
    del.addEventListener("click", () => {
      del.hidden = true;
      const yes = h("button", { type: "button", class: "danger", "data-testid": "webhook-delete-confirm" }, "Really delete");
      const no = h("button", { type: "button", class: "secondary" }, "Keep");
      no.addEventListener("click", () => {
        confirmBox.replaceChildren();
        del.hidden = false;
        del.focus();
      });
      yes.addEventListener("click", () =>
        busy(yes, async () => {
          try {
            await api.delete(shopPath(path`/webhooks/${endpoint.endpointId}`), signal);
            announce(`Endpoint ${endpoint.url} deleted.`);
            if (logBox.querySelector("#log-h")?.textContent?.endsWith(endpoint.url)) {
              watching?.abort();
              logBox.replaceChildren();
            }
            await load();
          } catch (e) {
            showProblem(result, e);
          }
        }),
      );
      clear(confirmBox, yes, no);
      yes.focus();
    });
    return h(
      "tr",
      { "data-endpoint-id": endpoint.endpointId },
      h("th", { scope: "row" }, h("code", {}, endpoint.url)),
      h("td", {}, endpoint.events.join(", ")),
      h("td", {}, endpoint.description ?? ""),
      h("td", {}, endpoint.enabled ? "yes" : "no"),
      h("td", {}, timeEl(endpoint.createdAt)),
      h("td", {}, h("div", { class: "actions" }, test, log, del, confirmBox), result),
    );
  };

  root.append(
    pageTitle("Webhooks"),
    problem,
    listBox,
    h("section", { "aria-labelledby": "new-hook-h" }, h("h2", { id: "new-hook-h" }, "Add an endpoint"), secretBox, form),
    logBox,
  );
  await load();
};
