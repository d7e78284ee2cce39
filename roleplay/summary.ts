/**
 * What a run amounted to, read from its turns: the offers each side made, the concessions between them,
 * packages, questions asked, objections (rejections, flinches), key points and a one-paragraph summary. Pure.
 */
import type { RunSummary, RunTrace, Speaker } from "./types";

export function summarizeRun(t: Omit<RunTrace, "summary">): RunSummary {
  const extractedOffers: RunSummary["extractedOffers"] = [];
  const concessions: RunSummary["concessions"] = [];
  const packages: RunSummary["packages"] = [];
  const asks: RunSummary["asks"] = [];
  const objections: RunSummary["objections"] = [];
  const last = new Map<Speaker, number>();
  for (const turn of t.turns) {
    const { type, payload } = turn.output.action;
    const price = payload.priceMinor ?? (turn.speaker === "counterparty" ? turn.standingMinor : undefined);
    const offers = ["PROPOSE_OFFER", "COUNTER_OFFER", "CONCEDE", "TRADE", "PROPOSE_PACKAGE"].includes(type);
    if (price !== undefined && offers) {
      extractedOffers.push({ round: turn.round, speaker: turn.speaker, priceMinor: price });
      const prev = last.get(turn.speaker);
      if (prev !== undefined && prev !== price) {
        const buyerSpeaking = (turn.speaker === "persona") === (t.snapshot.persona.side === "buyer");
        const conceded = buyerSpeaking ? price > prev : price < prev;
        if (conceded) concessions.push({ round: turn.round, speaker: turn.speaker, fromMinor: prev, toMinor: price });
      }
      last.set(turn.speaker, price);
    }
    if (payload.terms && Object.keys(payload.terms).length > 0) packages.push({ round: turn.round, speaker: turn.speaker, terms: payload.terms });
    if (type === "ASK_INFO" || type === "REQUEST_CRITERIA") asks.push({ round: turn.round, speaker: turn.speaker, subject: payload.subject ?? "unspecified" });
    if (type === "REJECT" || type === "WALK_AWAY" || turn.output.used_strategies.includes("flinch")) objections.push({ round: turn.round, speaker: turn.speaker, text: turn.output.message_text.slice(0, 200) });
  }
  const { product, persona } = t.snapshot;
  const keyPoints = [
    `${persona.side} persona (${t.language}, ${t.style}), target ${persona.targetMinor}, reservation ${persona.reservationMinor} ${product.currency} minor units`,
    `ended: ${t.end}${t.agreedMinor !== undefined ? ` at ${t.agreedMinor}` : ""}`,
    `${extractedOffers.length} offers, ${concessions.length} concessions, ${asks.length} questions, ${objections.length} objections`,
    `strategies used: ${t.strategiesUsed.join(", ") || "none"}`,
  ];
  if (t.handedToPerson) keyPoints.push("the counterparty handed the negotiation to a person");
  const text = `A ${persona.side} persona negotiated ${product.name} over ${t.verdicts.length} round(s) and the run ended ${t.end}${t.agreedMinor !== undefined ? ` at ${t.agreedMinor} minor units per unit` : ""}.`;
  return { extractedOffers, concessions, packages, asks, objections, keyPoints, text };
}
