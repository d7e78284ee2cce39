/** Sign in with the shop id and an admin key; the key is checked by listing the shop's products. */
import { ApiError, signIn } from "../api";
import { busy, field, h, input, pageTitle } from "../dom";
import type { PageRender } from "../router";

export function signInPage(onSignedIn: (shopId: string) => void): PageRender {
  return (root) => {
    const shop = field(input({ name: "shopId", autocomplete: "username", required: true, spellcheck: false }), { label: "Shop id", testid: "signin-shop" });
    const key = field(input({ type: "password", name: "adminKey", autocomplete: "current-password", required: true }), {
      label: "Admin key",
      testid: "signin-key",
      hint: "Kept in this tab's memory only: reloading or closing the tab signs you out.",
    });
    const error = h("p", { class: "problem", "data-testid": "signin-error", role: "alert" });
    error.hidden = true;
    const submit = h("button", { type: "submit", "data-testid": "signin-submit" }, "Sign in");

    const form = h("form", { class: "card narrow", novalidate: true }, shop.wrap, key.wrap, error, h("div", { class: "actions" }, submit));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const shopId = shop.input.value.trim();
      const adminKey = key.input.value.trim();
      if (!shopId || !adminKey) {
        error.textContent = "Enter the shop id and an admin key.";
        error.hidden = false;
        (shopId ? key.input : shop.input).focus();
        return;
      }
      void busy(submit, async () => {
        try {
          await signIn(shopId, adminKey);
          onSignedIn(shopId);
        } catch (e) {
          const p = e instanceof ApiError ? e.problem : null;
          error.textContent =
            p?.status === 401
              ? `The admin key was not accepted. ${p.detail ?? ""}`.trim()
              : p?.status === 404
                ? (p.detail ?? "No such shop.")
                : (p?.detail ?? p?.title ?? String(e));
          error.hidden = false;
          key.input.select();
        }
      });
    });

    root.append(pageTitle("Sign in"), h("p", {}, "Sign in with your shop's id and an admin key."), form);
  };
}
