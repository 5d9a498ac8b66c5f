import type { Catalog } from '../en-US';

/** de-DE: every text of en-US.ts, translated (glossary: docs/i18n-glossary.md). */
export default {
  'alert.welcome': 'Willkommen',
  'payment.failed.title': 'Zahlung fehlgeschlagen',
  'payment.failed.text':
    'Die Zahlung mit dieser Karte konnte nicht verarbeitet werden. Bitte prüfen Sie die eingegebenen Kartendaten oder verwenden Sie eine andere Karte',
  'payment.noToken': 'Zahlung fehlgeschlagen – kein Token',
  'payment.partial.text':
    'Ihr Trinkgeld für {paid} ist angekommen, Ihr Trinkgeld für {failed} jedoch nicht. „Erneut versuchen“ bezahlt nur {failed}.',
  'paymentMethods.failed.text':
    'Bei den Zahlungsmethoden ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
  'payment.external.failed':
    'Bei der Zahlung ist etwas schiefgegangen oder Ihre Autorisierungsdaten waren falsch',
  'payment.limit.title': 'Trinkgeldlimit',
  'payment.limit.text':
    'Eine Zahlung darf höchstens {amount} betragen. Bitte verringern oder entfernen Sie ein Trinkgeld.',
  'payment.limit.count':
    'Eine Zahlung kann höchstens {count} Trinkgelder enthalten. Bitte entfernen Sie ein Trinkgeld.',
  // The services' refusals of what was asked (docs/service-contract.md): nothing was charged.
  'payment.amountMismatch.text':
    'Der Betrag passt nicht mehr zu diesem Trinkgeld. Es wurde nichts abgebucht: Bitte wählen Sie Ihr Trinkgeld erneut.',
  'payment.intentMismatch.text':
    'Dieses Trinkgeld kann nur an die Personen auf Ihrer Rechnung gehen. Es wurde nichts abgebucht: Bitte öffnen Sie Ihren Link erneut.',
  'review.failed.title': 'Hoppla',
  'review.failed.text': 'Bewertung konnte nicht gesendet werden',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'validation.roomNumber': 'Zimmernummer: nur Ziffern',
  'validation.required': 'Dieses Feld ist erforderlich',
  'customTip.confirm.title': 'Wow, ein großzügiges Trinkgeld',
  'customTip.confirm.text': 'Möchten Sie wirklich {amount} Trinkgeld geben?',
  'customTip.min': 'Das kleinste Trinkgeld beträgt {amount}',
  'customTip.max': 'Das größte Trinkgeld beträgt {amount}',
  'customTip.format': 'Bitte schreiben Sie den Betrag so: {example}',
  'account.noLocations':
    'Dieses Konto hat noch keine Standorte, daher gibt es hier niemanden, dem Sie Trinkgeld geben können.',
  'intent.alreadyPaid': 'Dieses Trinkgeld wurde bereits bezahlt.',
  'fees.failed.title': 'Hoppla',
  'fees.failed.text':
    'Die Servicegebühr konnte nicht berechnet werden. Bitte versuchen Sie es erneut.',
  'error.network': 'Keine Verbindung. Bitte prüfen Sie Ihr Netzwerk und versuchen Sie es erneut.',
  'error.generic': 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  'payment.insufficientFunds.text':
    'Ihre Karte wurde wegen unzureichender Deckung abgelehnt. Bitte verwenden Sie eine andere Karte.',
  'app.loading': 'Wird geladen',
  'app.back': 'Zurück',
  'app.productLogoAlt': '{productName}',
  'app.locationLogoAlt': 'Logo von {name}',
  'app.reload': 'Erneut versuchen',
  'footer.termsNote': 'Mit dem Absenden der Zahlung stimmen Sie zu:',
  'footer.termsLink': 'Nutzungsbedingungen',
  'footer.support': 'Support kontaktieren',
  'alert.close': 'Schließen',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.text': 'Bitte prüfen Sie den verwendeten Code oder Link.',
  'notFound.back': 'Zurück zum Anfang',
  'tip.defaultInstruction': 'Trinkgeldbetrag wählen',
  'tip.customPrompt': 'Haben Sie einen eigenen Betrag im Sinn?',
  'tip.customLabel': 'Eigener Trinkgeldbetrag',
  'tip.next': 'Weiter',
  'tip.cancel': 'Abbrechen',
  'tip.confirm': 'Bestätigen',
  'department.title': 'Wählen Sie die Abteilung, der Sie Trinkgeld geben möchten',
  'recipient.chosen': 'Schon in Ihrem Trinkgeld',
  'locations.title': 'Standort wählen',
  'guest.defaultInstructions':
    'Damit wir dieses Trinkgeld verarbeiten können, benötigen wir folgende Angaben',
  'guest.roomNumber': 'Zimmernummer',
  'guest.lastName': 'Nachname',
  'nights.title': 'Wie viele Nächte waren Sie im Hotel?',
  'nights.label': 'Anzahl der Nächte',
  'nights.fewer': 'Weniger Nächte',
  'nights.more': 'Mehr Nächte',
  'nights.max':
    'Höchstens {count, plural, one {# Nacht} other {# Nächte}}: ein Trinkgeld kann bis zu {amount} betragen',
  'hospitality.suggestion': '90 % der Gäste geben üblicherweise {amount} Trinkgeld',
  'hospitality.suggestionNights':
    '90 % der Gäste geben üblicherweise {amount} Trinkgeld für {nights, plural, one {# Nacht} other {# Nächte}}',
  'hospitality.goAhead': 'Los, {amount} Trinkgeld geben',
  'review.noteRequiredLabel': 'Notiz',
  'payment.total': 'Gesamt',
  'payment.convenienceFee': 'Servicegebühr',
  'payment.feeInfoTitle': 'Was ist das?',
  'payment.feeInfoText':
    'Sorgt dafür, dass Ihr großzügiges Trinkgeld direkt bei Ihrer Servicekraft ankommt',
  'payment.feeInfoButton': 'Was ist das?',
  'payment.feeOnMe': 'Die Servicegebühr übernehme ich! Das ganze Trinkgeld geht an das Personal.',
  'payment.feeAlwaysAdded':
    'Die Servicegebühr für {name} kommt immer hinzu: Der Standort bittet die Gäste, sie zu zahlen.',
  'payment.email': 'E-Mail',
  'payment.pay': '{total} bezahlen',
  'widget.enterCard': 'Kreditkarte eingeben',
  'widget.applePay': 'Mit ApplePay bezahlen',
  'widget.googlePay': 'Google Pay',
  'widget.nameOnCard': 'Name auf der Karte',
  'widget.postalCode': 'Postleitzahl',
  'widget.walletLine': 'Trinkgeld',
  'payment.tryAgain': 'Erneut versuchen',
  'payment.offline':
    'Sie sind offline. Es wurde nichts gesendet und nichts belastet: Sobald Sie wieder online sind, können Sie bezahlen.',
  'payment.cardForm': 'Kartendaten',
  'payment.cardFieldsReset':
    'Die Kartenfelder wurden für die neue Sprache zurückgesetzt. Bitte geben Sie Ihre Kartendaten erneut ein; Ihr Trinkgeld und der Gesamtbetrag bleiben unverändert.',
  'payment.cardFieldsResetTotal':
    'Der Gesamtbetrag hat sich geändert, daher wurden die Kartenfelder zurückgesetzt. Bitte geben Sie Ihre Kartendaten erneut ein.',
  'review.title': 'Bewerten Sie den Service',
  'review.rating': 'Bewertung',
  'review.stars': '{count, plural, one {# Stern} other {# Sterne}}',
  'review.notePrompt': 'Möchten Sie eine Notiz hinterlassen?',
  'review.noteLabel': 'Notiz (optional)',
  'review.submit': 'Senden',
  'success.title': 'Vielen Dank',
  'success.tipAgain': 'Erneut Trinkgeld geben',
  'browse.searchLabel': 'Personen und Teams suchen',
  'browse.searchPlaceholder': 'Zum Suchen tippen',
  'browse.groupsTitle': 'Wählen Sie eine Gruppe, der Sie Trinkgeld geben möchten',
  'browse.orPerson': 'Oder eine Person',
  'browse.personTitle': 'Wählen Sie eine Person, der Sie Trinkgeld geben möchten',
  'browse.noMatches': 'Niemand entspricht Ihrer Suche.',
  'payment.addAnother': 'Weitere hinzufügen',
  'payment.remove': '{name} entfernen',
  'payment.removeConfirm': 'Möchten Sie {name} wirklich aus dem Trinkgeld entfernen?',
  'payment.paidMark': 'Bezahlt',
  'review.skip': 'Überspringen',
  'success.totalPaid': 'Insgesamt bezahlt',
  'success.reference': 'Zahlungsreferenz',
  'intent.dontLike': 'Gefallen Ihnen unsere Vorschläge nicht?',
  'intent.tipAway': 'Trinkgeld geben',
  'intentPaid.title': 'Dieses Trinkgeld wurde bereits bezahlt',
  'intentPaid.text': 'Vielen Dank! Hier ist nichts mehr zu bezahlen.',
  'notFound.help':
    'Bitten Sie das Personal um einen neuen Code, oder schreiben Sie uns – wir helfen Ihnen beim Trinkgeldgeben.',
  'support.email': 'E-Mail an den Support',
  'errorExternal.payAgain': 'Mit einer anderen Karte bezahlen',
  'payment.payPending': 'Bezahlen',
  'payment.processing': 'Wird verarbeitet…',
  'review.paidTo': 'Zahlung von {amount} an {names} erhalten',
  'review.paid': 'Zahlung von {amount} erhalten',
  'policy.choose.individual':
    'Ihr Trinkgeld geht an {names} und wird {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}} ausgezahlt.',
  'policy.choose.pooled':
    'Trinkgeld für {teamCount, plural, one {das Team {teams}} other {die Teams {teams}}} wird {shares, select, hours {nach geleisteten Stunden} other {zu gleichen Teilen}} unter {people, plural, =0 {den Mitarbeitenden der Schicht} one {der # Person der Schicht} other {den # Personen der Schicht}} aufgeteilt und {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}} ausgezahlt.',
  'policy.choose.split':
    '{percent} Ihres Trinkgelds gehen an {names}, der Rest an das Team {team}; ausgezahlt wird {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}}.',
  'policy.pay.individual':
    '{deducted, select, yes {{received} Ihrer {tip} gehen nach {fee} Kartengebühr an {names}} other {Ihre ganzen {tip} gehen an {names}}} und werden {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}} ausgezahlt.',
  'policy.pay.pooled':
    '{deducted, select, yes {{received} Ihrer {tip} (nach {fee} Kartengebühr) gehen} other {Ihre ganzen {tip} gehen}} an {teamCount, plural, one {das Team {teams}} other {die Teams {teams}}}, werden {shares, select, hours {nach geleisteten Stunden} other {zu gleichen Teilen}} unter {people, plural, =0 {den Mitarbeitenden der Schicht} one {der # Person der Schicht} other {den # Personen der Schicht}} aufgeteilt und {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}} ausgezahlt.',
  'policy.pay.split':
    '{percent} {deducted, select, yes {der {received}, die von Ihren {tip} nach {fee} Kartengebühr bleiben,} other {Ihrer {tip}}} gehen an {names}, der Rest an das Team {team}; ausgezahlt wird {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}}.',
  'policy.paid.individual':
    '{deducted, select, yes {{received} Ihrer {tip} gingen nach {fee} Kartengebühr an {names}} other {Ihre ganzen {tip} gingen an {names}}} und werden {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}} ausgezahlt.',
  'policy.paid.pooled':
    '{deducted, select, yes {{received} Ihrer {tip} (nach {fee} Kartengebühr) gingen} other {Ihre ganzen {tip} gingen}} an {teamCount, plural, one {das Team {teams}} other {die Teams {teams}}}, werden {shares, select, hours {nach geleisteten Stunden} other {zu gleichen Teilen}} unter {people, plural, =0 {den Mitarbeitenden der Schicht} one {der # Person der Schicht} other {den # Personen der Schicht}} aufgeteilt und {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}} ausgezahlt.',
  'policy.paid.split':
    '{percent} {deducted, select, yes {der {received}, die von Ihren {tip} nach {fee} Kartengebühr blieben,} other {Ihrer {tip}}} gingen an {names}, der Rest an das Team {team}; ausgezahlt wird {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {täglich} other {wöchentlich}}.',
  'policy.sheet.open': 'So funktioniert Trinkgeld hier',
  'policy.sheet.title': 'So funktioniert Trinkgeld hier',
  'policy.sheet.individual':
    'Jedes Trinkgeld geht an die Person, der Sie es geben. Es wird mit niemandem geteilt.',
  'policy.sheet.pooled':
    'Trinkgeld für ein Team kommt in dessen gemeinsame Trinkgeldkasse und wird {shares, select, hours {nach geleisteten Stunden} other {zu gleichen Teilen}} unter den Mitarbeitenden der Schicht aufgeteilt.',
  'policy.sheet.split':
    'Die Person, der Sie Trinkgeld geben, behält {percent} davon; der Rest wird mit dem Team {team} geteilt.',
  'policy.sheet.costGuest':
    'Die Kosten der Kartenzahlung tragen Sie mit der Servicegebühr, damit das Personal das ganze Trinkgeld erhält.',
  'policy.sheet.costVenue':
    'Die Kosten der Kartenzahlung trägt der Betrieb, damit das Personal das ganze Trinkgeld erhält.',
  'policy.sheet.costTip':
    'Die Kosten der Kartenzahlung ({percent} des Betrags plus {fixed}) werden vom Trinkgeld abgezogen.',
  'policy.sheet.feePays': 'Die Servicegebühr bezahlt die Abwicklung Ihrer Kartenzahlung.',
  'policy.sheet.payout':
    'Das Personal erhält das Trinkgeld {payout, select, next_payroll {mit der nächsten Lohnabrechnung} daily {jeden Tag} other {jede Woche}}.',
  'policy.sheet.note': 'Eine Nachricht des Betriebs',
  'success.receipt.share': 'Beleg teilen',
  'success.receipt.copy': 'Beleg kopieren',
  'success.receipt.copied': 'Beleg kopiert',
  'success.receipt.line': '{label}: {value}',
  'language.label': 'Sprache',
} satisfies Catalog;
