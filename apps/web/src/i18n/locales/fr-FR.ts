import type { Catalog } from '../en-US';

/** fr-FR: every text of en-US.ts, translated (glossary: docs/i18n-glossary.md). */
export default {
  'alert.welcome': 'Bienvenue',
  'payment.failed.title': 'Échec du paiement',
  'payment.failed.text':
    'Nous n’avons pas pu traiter le paiement avec cette carte. Vérifiez que les informations saisies sont correctes ou essayez une autre carte',
  'payment.noToken': 'Échec du paiement : aucun jeton',
  'payment.partial.text':
    'Votre pourboire pour {paid} est passé, mais pas celui pour {failed}. Réessayer ne paiera que {failed}.',
  'paymentMethods.failed.text':
    'Un problème est survenu avec les moyens de paiement. Veuillez réessayer plus tard.',
  'payment.external.failed':
    'Un problème est survenu lors du paiement, ou vos données d’autorisation de paiement étaient incorrectes',
  'payment.limit.title': 'Plafond de pourboire',
  'payment.limit.text': 'Un paiement ne peut dépasser {amount}. Réduisez ou retirez un pourboire.',
  'payment.limit.count':
    'Un paiement peut contenir au plus {count} pourboires. Retirez un pourboire.',
  // The services' refusals of what was asked (docs/service-contract.md): nothing was charged.
  'payment.amountMismatch.text':
    'Le montant ne correspond plus à ce pourboire. Rien n’a été débité : choisissez à nouveau votre pourboire.',
  'payment.intentMismatch.text':
    'Ce pourboire ne peut aller qu’aux personnes de votre addition. Rien n’a été débité : rouvrez votre lien.',
  'review.failed.title': 'Oups',
  'review.failed.text': 'Impossible d’envoyer l’avis',
  'validation.email': 'Veuillez saisir une adresse e-mail valide',
  'validation.roomNumber': 'Numéro de chambre : chiffres uniquement',
  'validation.required': 'Ce champ est obligatoire',
  'customTip.confirm.title': 'Waouh, quel pourboire généreux',
  'customTip.confirm.text': 'Voulez-vous vraiment laisser un pourboire de {amount} ?',
  'customTip.min': 'Le pourboire minimum est de {amount}',
  'customTip.max': 'Le pourboire maximum est de {amount}',
  'customTip.format': 'Écrivez le montant ainsi : {example}',
  'account.noLocations':
    'Ce compte n’a encore aucun établissement : personne à qui laisser un pourboire ici.',
  'intent.alreadyPaid': 'Ce pourboire a déjà été payé.',
  'fees.failed.title': 'Oups',
  'fees.failed.text': 'Nous n’avons pas pu calculer les frais de service. Veuillez réessayer.',
  'error.network': 'Pas de connexion. Vérifiez votre réseau et réessayez.',
  'error.generic': 'Un problème est survenu. Veuillez réessayer.',
  'payment.insufficientFunds.text':
    'Votre carte a été refusée pour provision insuffisante. Essayez une autre carte.',
  'app.loading': 'Chargement',
  'app.back': 'Retour',
  'app.productLogoAlt': '{productName}',
  'app.locationLogoAlt': 'Logo de {name}',
  'app.reload': 'Réessayer',
  'footer.termsNote': 'En validant le paiement, vous acceptez les',
  'footer.termsLink': 'Conditions d’utilisation',
  'footer.support': 'Contacter l’assistance',
  'alert.close': 'Fermer',
  'notFound.title': 'Page introuvable',
  'notFound.text': 'Vérifiez le code ou le lien utilisé.',
  'notFound.back': 'Retour à l’accueil',
  'tip.defaultInstruction': 'Choisissez le montant du pourboire',
  'tip.customPrompt': 'Vous pensez à un autre montant ?',
  'tip.customLabel': 'Montant du pourboire personnalisé',
  'tip.next': 'Suivant',
  'tip.cancel': 'Annuler',
  'tip.confirm': 'Confirmer',
  'department.title': 'Choisissez le service auquel laisser un pourboire',
  'recipient.chosen': 'Déjà dans votre pourboire',
  'locations.title': 'Choisissez un établissement',
  'guest.defaultInstructions':
    'Pour traiter ce pourboire, nous avons besoin des informations suivantes',
  'guest.roomNumber': 'Numéro de chambre',
  'guest.lastName': 'Nom de famille',
  'nights.title': 'Combien de nuits avez-vous passées à l’hôtel ?',
  'nights.label': 'Nombre de nuits',
  'nights.fewer': 'Moins de nuits',
  'nights.more': 'Plus de nuits',
  'nights.max':
    'Au plus {count, plural, one {# nuit} other {# nuits}} : un pourboire peut atteindre {amount}',
  'hospitality.suggestion': '90 % des clients laissent généralement {amount}',
  'hospitality.suggestionNights':
    '90 % des clients laissent généralement {amount} pour {nights, plural, one {# nuit} other {# nuits}}',
  'hospitality.goAhead': 'Allez-y, laisser {amount}',
  'review.noteRequiredLabel': 'Commentaire',
  'payment.total': 'Total',
  'payment.convenienceFee': 'Frais de service',
  'payment.feeInfoTitle': 'Qu’est-ce que c’est ?',
  'payment.feeInfoText':
    'Ils garantissent que votre généreux pourboire parvient directement au professionnel qui vous a servi',
  'payment.feeInfoButton': 'Qu’est-ce que c’est ?',
  'payment.feeOnMe':
    'Je prends les frais de service à ma charge ! Tout le pourboire va au personnel.',
  'payment.feeAlwaysAdded':
    'Les frais de service pour {name} sont toujours ajoutés : son établissement demande aux clients de les payer.',
  'payment.email': 'E-mail',
  'payment.pay': 'Payer {total}',
  'widget.enterCard': 'Saisir une carte bancaire',
  'widget.applePay': 'Payer avec ApplePay',
  'widget.googlePay': 'Google Pay',
  'widget.nameOnCard': 'Nom sur la carte',
  'widget.postalCode': 'Code postal',
  'widget.walletLine': 'Pourboire',
  'payment.tryAgain': 'Réessayer',
  'payment.offline':
    'Vous êtes hors ligne. Rien n’a été envoyé ni débité : vous pourrez payer dès le retour du réseau.',
  'payment.cardForm': 'Informations de la carte',
  'payment.cardFieldsReset':
    'Les champs de la carte ont été réinitialisés pour la nouvelle langue. Veuillez saisir à nouveau les informations de votre carte ; votre pourboire et le total sont inchangés.',
  'payment.cardFieldsResetTotal':
    'Le total a changé : les champs de la carte ont donc été réinitialisés. Veuillez saisir à nouveau les informations de votre carte.',
  'review.title': 'Évaluez le service',
  'review.rating': 'Note',
  'review.stars': '{count, plural, one {# étoile} other {# étoiles}}',
  'review.notePrompt': 'Voulez-vous laisser un commentaire ?',
  'review.noteLabel': 'Commentaire (facultatif)',
  'review.submit': 'Envoyer',
  'success.title': 'Merci',
  'success.tipAgain': 'Laisser un autre pourboire',
  'browse.searchLabel': 'Rechercher des personnes et des équipes',
  'browse.searchPlaceholder': 'Tapez pour rechercher',
  'browse.groupsTitle': 'Choisissez un groupe auquel laisser un pourboire',
  'browse.orPerson': 'Ou une personne',
  'browse.personTitle': 'Choisissez une personne à qui laisser un pourboire',
  'browse.noMatches': 'Aucun résultat pour votre recherche.',
  'payment.addAnother': 'En ajouter un',
  'payment.remove': 'Retirer {name}',
  'payment.removeConfirm': 'Voulez-vous vraiment retirer {name} du pourboire ?',
  'payment.paidMark': 'Payé',
  'review.skip': 'Passer',
  'success.totalPaid': 'Total payé',
  'success.reference': 'Référence du paiement',
  'intent.dontLike': 'Nos propositions ne vous conviennent pas ?',
  'intent.tipAway': 'Laisser le pourboire',
  'intentPaid.title': 'Ce pourboire a déjà été payé',
  'intentPaid.text': 'Merci ! Il n’y a plus rien à payer ici.',
  'notFound.help':
    'Demandez un nouveau code au personnel, ou écrivez-nous : nous vous aiderons à laisser votre pourboire.',
  'support.email': 'Écrire à l’assistance',
  'errorExternal.payAgain': 'Payer avec une autre carte',
  'payment.payPending': 'Payer',
  'payment.processing': 'Traitement…',
  'review.paidTo': 'Paiement de {amount} à {names} reçu',
  'review.paid': 'Paiement de {amount} reçu',
  'policy.choose.individual':
    'Votre pourboire va à {names}, versé {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.choose.pooled':
    'Les pourboires destinés {teamCount, plural, one {à l’équipe {teams}} other {aux équipes {teams}}} sont partagés {shares, select, hours {selon les heures travaillées} other {à parts égales}} entre {people, plural, =0 {les personnes en service} one {la # personne en service} other {les # personnes en service}}, versés {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.choose.split':
    '{percent} de votre pourboire va à {names} et le reste à l’équipe {team}, versé {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.pay.individual':
    '{deducted, select, yes {{received} sur vos {tip} vont à {names}, après {fee} de frais de carte} other {La totalité de vos {tip} va à {names}}}, versé {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.pay.pooled':
    '{deducted, select, yes {{received} sur vos {tip} (après {fee} de frais de carte) vont} other {La totalité de vos {tip} va}} {teamCount, plural, one {à l’équipe {teams}} other {aux équipes {teams}}}, partagés {shares, select, hours {selon les heures travaillées} other {à parts égales}} entre {people, plural, =0 {les personnes en service} one {la # personne en service} other {les # personnes en service}}, versés {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.pay.split':
    '{percent} {deducted, select, yes {des {received} qui restent de vos {tip} après {fee} de frais de carte} other {de vos {tip}}} va à {names} et le reste à l’équipe {team}, versé {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.paid.individual':
    '{deducted, select, yes {{received} sur vos {tip} sont allés à {names}, après {fee} de frais de carte} other {La totalité de vos {tip} est allée à {names}}}, versé {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.paid.pooled':
    '{deducted, select, yes {{received} sur vos {tip} (après {fee} de frais de carte) sont allés} other {La totalité de vos {tip} est allée}} {teamCount, plural, one {à l’équipe {teams}} other {aux équipes {teams}}}, partagés {shares, select, hours {selon les heures travaillées} other {à parts égales}} entre {people, plural, =0 {les personnes en service} one {la # personne en service} other {les # personnes en service}}, versés {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.paid.split':
    '{percent} {deducted, select, yes {des {received} restés de vos {tip} après {fee} de frais de carte} other {de vos {tip}}} est allé à {names} et le reste à l’équipe {team}, versé {payout, select, next_payroll {avec la prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.sheet.open': 'Comment fonctionnent les pourboires ici',
  'policy.sheet.title': 'Comment fonctionnent les pourboires ici',
  'policy.sheet.individual':
    'Chaque pourboire va à la personne à qui vous le laissez. Il n’est partagé avec personne d’autre.',
  'policy.sheet.pooled':
    'Un pourboire laissé à une équipe va dans sa cagnotte commune et il est partagé {shares, select, hours {selon les heures travaillées} other {à parts égales}} entre les personnes en service.',
  'policy.sheet.split':
    'La personne à qui vous laissez le pourboire en garde {percent} ; le reste est partagé avec l’équipe {team}.',
  'policy.sheet.costGuest':
    'Vous payez le coût du traitement de la carte par les frais de service : le personnel reçoit tout le pourboire.',
  'policy.sheet.costVenue':
    'L’établissement paie le coût du traitement de la carte : le personnel reçoit tout le pourboire.',
  'policy.sheet.costTip':
    'Le coût du traitement de la carte ({percent} du montant plus {fixed}) est déduit du pourboire.',
  'policy.sheet.feePays': 'Les frais de service paient le traitement de votre paiement par carte.',
  'policy.sheet.payout':
    'Le personnel reçoit les pourboires {payout, select, next_payroll {avec sa prochaine paie} daily {chaque jour} other {chaque semaine}}.',
  'policy.sheet.note': 'Un mot de l’établissement',
  'success.receipt.share': 'Partager le reçu',
  'success.receipt.copy': 'Copier le reçu',
  'success.receipt.copied': 'Reçu copié',
  'success.receipt.line': '{label} : {value}',
  'language.label': 'Langue',
} satisfies Catalog;
