// The French texts of the settings page: profile, password, email, language, your data, deleting the account (issue 47), part of the forms' texts.
const frSettings = {
  intro: 'Modifiez vos informations, téléchargez vos données ou supprimez votre compte (loi 09-08).',
  signInFirst: 'Connectez-vous pour voir vos paramètres.',
  addresses: 'Mes adresses de livraison',
  privacy: 'Ce que nous gardons et pourquoi',
  failed: 'Une erreur est survenue. Réessayez.',
  wrongPassword: 'Mot de passe incorrect.',
  profile: {
    title: 'Profil',
    language: 'Langue du site et des e-mails',
    save: 'Enregistrer',
    saved: 'Votre profil a été enregistré.',
  },
  password: {
    title: 'Mot de passe',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    save: 'Changer le mot de passe',
    saved: 'Mot de passe changé. Vos autres appareils ont été déconnectés.',
  },
  email: {
    title: 'Adresse e-mail',
    current: 'Adresse actuelle : {{email}}',
    new: 'Nouvelle adresse e-mail',
    password: 'Mot de passe',
    send: 'Recevoir un code',
    sent: 'Un code à 6 chiffres a été envoyé à {{email}}. Votre adresse ne change qu’une fois ce code saisi.',
    code: 'Code reçu',
    confirm: 'Confirmer la nouvelle adresse',
    cancel: 'Annuler',
    changed: 'Votre adresse e-mail est maintenant {{email}}.',
    wrongCode: 'Code incorrect ou expiré.',
    taken: 'Cette adresse ne peut pas être utilisée pour votre compte.',
  },
  data: {
    title: 'Mes données',
    text: 'Téléchargez tout ce que nous gardons sur vous : profil, adresses, commandes, avis, consentements et abonnement à la lettre d’information, en un fichier JSON.',
    download: 'Télécharger mes données',
    downloaded: 'Vos données ont été téléchargées.',
  },
  deletion: {
    title: 'Supprimer mon compte',
    text: 'Votre profil, vos adresses, votre panier, vos avis et vos consentements seront effacés. Vos commandes restent dans notre comptabilité, sans votre nom ni vos coordonnées, pendant la durée légale.',
    open: 'Supprimer mon compte…',
    confirmText: 'Cette action est définitive. Saisissez votre mot de passe pour confirmer.',
    confirm: 'Supprimer définitivement',
    cancel: 'Annuler',
    done: 'Votre compte a été supprimé. Un dernier e-mail vous le confirme.',
  },
} as const;

export default frSettings;
