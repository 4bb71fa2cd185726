// The back office's order tools (issue 45): who is ordering (a customer's other orders, likely
// duplicates, cash on delivery refused to a number), notes, and several orders at once. The other
// languages have every key of this file (typed from it).
const fr = {
  'record.title': 'Qui commande',
  'record.byPhone': 'Autres commandes de ce numéro',
  'record.byEmail': 'Autres commandes de cet e-mail',
  'record.counts': '{{delivered}} livrée(s) · {{refused}} refusée(s) · {{cancelled}} annulée(s) · {{open}} en cours',
  'record.duplicate': 'Doublon probable : même numéro, mêmes articles, à moins de 24 heures.',
  'record.duplicateOf': 'Doublon probable de {{number}}',
  'record.openOrder': 'Commande {{number}}, passée le {{date}}',
  'record.cashRefused': 'Paiement à la livraison refusé à ce numéro depuis le {{date}}, par {{who}}.',
  'record.reasonWas': 'Raison : {{reason}}',
  'record.cashOffered': 'Le paiement à la livraison est proposé à ce numéro.',
  'record.refuseCash': 'Refuser le paiement à la livraison',
  'record.refuseTitle': 'Refuser le paiement à la livraison au {{phone}} ?',
  'record.refuseText': 'Ses prochaines commandes devront être payées par virement ou par carte. Les commandes déjà passées ne changent pas.',
  'record.reason': 'Raison (facultatif)',
  'record.refuseConfirm': 'Refuser',
  'record.allowCash': 'Proposer de nouveau le paiement à la livraison',
  'record.refused': 'Le paiement à la livraison est refusé au {{phone}}.',
  'record.allowed': 'Le paiement à la livraison est de nouveau proposé au {{phone}}.',
  'notes.title': 'Notes de l’équipe',
  'notes.empty': 'Aucune note.',
  'notes.new': 'Nouvelle note',
  'notes.add': 'Ajouter la note',
  'notes.added': 'Note ajoutée.',
  'notes.required': 'Écrivez la note.',
  'notes.by': '{{who}}, {{date}}',
  'orders.select': 'Sélectionner {{number}}',
  'orders.selected': '{{count}} sélectionnée(s)',
  'orders.confirmSelected': 'Confirmer la sélection',
  'orders.printSlips': 'Imprimer les bordereaux',
  'orders.bulkDone': '{{done}} commande(s) confirmée(s) ; {{refused}} ne pouvai(en)t pas l’être dans leur état.',
  'slips.title': 'Bordereaux de livraison ({{count}})',
  'slips.print': 'Imprimer',
  'slips.back': 'Retour aux commandes',
};

export default fr;
export type AdminCustomerTexts = typeof fr;
