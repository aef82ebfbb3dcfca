/** Texts of the public download page of a mailed file (/emailfiledownload?token=…). */
const en = {
  'emailFile.title': 'Your document',
  'emailFile.preparing': 'Preparing your document…',
  'emailFile.started': 'Your download has started: {fileName}.',
  'emailFile.again': 'Download again',
  'emailFile.expired': 'This download link has expired. Ask your contact for a new one.',
  'emailFile.invalid': 'This download link is not valid.',
  'emailFile.unavailable': 'This document is no longer available. Ask your contact for a new link.',
  'emailFile.failed': 'The document could not be prepared. Please try again later.',
};

const fr: Record<keyof typeof en, string> = {
  'emailFile.title': 'Votre document',
  'emailFile.preparing': 'Préparation de votre document…',
  'emailFile.started': 'Votre téléchargement a commencé : {fileName}.',
  'emailFile.again': 'Télécharger à nouveau',
  'emailFile.expired': 'Ce lien de téléchargement a expiré. Demandez-en un nouveau à votre contact.',
  'emailFile.invalid': "Ce lien de téléchargement n'est pas valide.",
  'emailFile.unavailable': "Ce document n'est plus disponible. Demandez un nouveau lien à votre contact.",
  'emailFile.failed': "Le document n'a pas pu être préparé. Réessayez plus tard.",
};

export const emailFileMessages = { en, fr };
