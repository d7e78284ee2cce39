/**
 * Refusals worded with the words that close a deal: a closing word negated ("Ce n'est pas un deal", "Nicht
 * einverstanden"), called off ("Deal's off"), almost, mocked or supposed ("Almost a deal", "Deal, in your dreams",
 * "Supongamos que acepto"), someone else's ("Mein Chef sagt: abgemacht. Ich nicht."), agreeing that something is
 * so or accepting something else ("We accept that it's used", "I agree to the privacy policy"). Each was read as a binding
 * acceptance, or as one to confirm; none accepts anything. Used by tests/language/reader-negated-acceptance.test.ts
 * (the reader) and tests/workers/refusals-over-http.test.ts (the whole worker).
 */
export const REFUSALS_WITH_CLOSING_WORDS: readonly string[] = [
  "Ce n'est pas un deal.",
  "Pas un deal.",
  "Ce n'est pas un bon deal.",
  "Ça ne marche pas, pas de deal.",
  "Ce n'est pas marché conclu.",
  "Je n'accepte pas.",
  "Nicht einverstanden.",
  "Das ist kein Deal.",
  "Kein Deal.",
  "No estoy de acuerdo.",
  "Esto no es un trato cerrado.",
  "I wouldn't call that a deal.",
  "Not a deal.",
  "Not accepted.",
  "I don't think we have a deal.",
  "We are not in agreement.",
  "Hardly a deal.",
  "Far from a deal.",
  "Nope, deal's off.",
  "Le deal est annulé.",
  "Der Deal ist geplatzt.",
  "Se cae el trato.",
  "Ich nehme es nicht.",
  "No me lo llevo.",
  "Rien n'est conclu.",
  "Almost a deal.",
  "I saw a great deal elsewhere.",
  "Ich habe ein besseres Angebot gefunden.",
  "Abgemacht ist noch gar nichts.",
  "Sure, deal, when pigs fly.",
  "Deal, in your dreams.",
  "Sounds good in theory.",
  "Supongamos que acepto: ¿cuándo lo entregan?",
  "Einverstanden bin ich damit nicht.",
  "Ich bin alles andere als einverstanden.",
  "Von Abgemacht kann keine Rede sein.",
  "De acuerdo, no.",
  "No he dicho que acepto.",
  "Nobody agreed to 500.",
  "Personne n'a accepté.",
  "Nadie aceptó nada.",
  "My partner would say deal, I don't.",
  "Mein Chef sagt: abgemacht. Ich nicht.",
  "Ma femme dit marché conclu, moi je dis non.",
  "Mi socio dice trato hecho, yo no.",
  "Deal is a strong word.",
  "I agree it's a nice piece.",
  "I agree with you that it's worn.",
  "We accept that it's used.",
  "Ich akzeptiere, dass es gebraucht ist.",
  "J'accepte que ce soit d'occasion.",
  "Acepto que está usado.",
  "Estoy de acuerdo en que es bonito.",
  "I accept the terms and conditions of your website.",
  "I agree to the privacy policy.",
  "You said deal earlier.",
  "Deal. Not.",
  "Deal (not really).",
  "Accepted — said no buyer ever.",
  // Closing words under a negation no rule's pattern knew (read by reader/negation-scope.ts).
  "Je n'ai jamais dit d'accord.",
  "On n'a jamais été d'accord.",
  "Nadie dijo trato hecho.",
  "En ningún momento dije trato hecho.",
  "Niemand hat abgemacht gesagt.",
  "Zu keinem Zeitpunkt war das abgemacht.",
  "Nobody said sold.",
  "At no point did we agree.",
];

/**
 * An amount refused, not bid: each was read as a binding bid — above the shop's standing offer a bid closes the deal
 * at the offer; below it, the shop may accept it. `amount` is written as the buyer writes it ("600").
 */
export function refusingAnAmount(amount: string): string[] {
  return [
    `${amount}? Never.`,
    `Even ${amount} would be too much.`,
    `Nobody pays ${amount} for this.`,
    `You'd need ${amount}? Forget it.`,
    `${amount} is what you want, not what I'll pay.`,
    `${amount} is a joke.`,
    `Ha, ${amount}. Good one.`,
    `At ${amount} I'd rather buy new.`,
    `Ich würde nie ${amount} zahlen.`,
    `${amount}? Vergiss es.`,
    `Même pas pour ${amount}.`,
    `${amount} ? Tu rêves.`,
    `Jamás pagaría ${amount}.`,
    `Ni por ${amount}.`,
  ];
}

/** Leaving said not to happen, or an extra declined, or away for now: each was read as a walk-away at HIGH, which ends the negotiation. */
export const STAYING_IN: readonly string[] = [
  "I'm not walking away.",
  "I'd hate to walk away.",
  "No me retiro.",
  "We won't be backing out.",
  "I'm not giving up on this one.",
  "Bye for now, I'll be back with an offer tomorrow.",
  "No thanks to the extended warranty, but I'm still interested.",
  "Nein danke zur Garantie, aber ich bin weiter interessiert.",
  "Non merci pour la garantie, mais je reste intéressé.",
  "No gracias a la garantía, pero sigo interesado.",
  "I pass on the delivery, I'll collect.",
  "I'm out of the office until Monday, will reply then.",
];
