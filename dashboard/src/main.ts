/** Entry point: the shell (header, nav, sign out) and the routes. */
import { signOut } from "./api";
import { h } from "./dom";
import { auctionDetailPage } from "./pages/auction-detail";
import { auctionsPage } from "./pages/auctions";
import { contractDetailPage } from "./pages/contract-detail";
import { contractsPage } from "./pages/contracts";
import { escalationsPage } from "./pages/escalations";
import { fleetPage } from "./pages/fleet";
import { negotiationsPage } from "./pages/negotiations";
import { outcomesPage } from "./pages/outcomes";
import { policiesPage } from "./pages/policies";
import { productsPage } from "./pages/products";
import { rehearsalPage } from "./pages/rehearsal";
import { roleplaysPage } from "./pages/roleplays";
import { signInPage } from "./pages/signin";
import { suppliersPage } from "./pages/suppliers";
import { webhooksPage } from "./pages/webhooks";
import { navigate, startRouter } from "./router";

const nav = document.getElementById("nav")!;
const main = document.getElementById("main")!;
const account = document.getElementById("account")!;

function showAccount(shop: string | null): void {
  account.replaceChildren();
  if (!shop) return;
  account.append(
    h("span", { class: "shop-id" }, "Shop ", h("code", {}, shop)),
    h(
      "button",
      {
        type: "button",
        class: "secondary",
        "data-testid": "signout",
        onclick: () => {
          signOut();
          showAccount(null);
          navigate("#/signin");
        },
      },
      "Sign out",
    ),
  );
}

// The skip link must not change the hash: the hash is the router's.
document.querySelector<HTMLAnchorElement>("a.skip")?.addEventListener("click", (event) => {
  event.preventDefault();
  (main.querySelector<HTMLElement>("h1") ?? main).focus();
});

startRouter({
  main,
  nav,
  signIn: signInPage((shop) => {
    showAccount(shop);
    navigate("#/negotiations");
  }),
  pages: [
    { name: "negotiations", label: "Negotiations", render: negotiationsPage },
    { name: "escalations", label: "Escalations", render: escalationsPage },
    // The list and one contract share the route: `#/contracts/<contractId>` is the contract.
    { name: "contracts", label: "Contracts", render: (root, ctx) => (ctx.param ? contractDetailPage(root, ctx) : contractsPage(root, ctx)) },
    // Buying: `#/auctions/<auctionId>` is one request for quotes.
    { name: "auctions", label: "Requests for quotes", render: (root, ctx) => (ctx.param ? auctionDetailPage(root, ctx) : auctionsPage(root, ctx)) },
    { name: "suppliers", label: "Suppliers", render: suppliersPage },
    { name: "products", label: "Products", render: productsPage },
    { name: "fleet", label: "Fleet", render: fleetPage },
    { name: "policies", label: "Policies", render: policiesPage },
    { name: "outcomes", label: "Outcomes", render: outcomesPage },
    { name: "rehearsal", label: "Rehearsal", render: rehearsalPage },
    { name: "roleplays", label: "Roleplays", render: roleplaysPage },
    { name: "webhooks", label: "Webhooks", render: webhooksPage },
  ],
});
