/**
 * The words and value tables the demo data draws from: users' sectors, sizes and sources,
 * guests' and hosts' messages, internal notes, places of interest and the requests' stages.
 */
import { BUSINESS_SECTORS } from '@backoffice/domain';

export const SECTOR_CODES = BUSINESS_SECTORS.map((b) => b.value);
export const COMPANY_SIZES = [0, 10, 20, 30, 40, 50];
export const SOURCES = [
  'Google',
  'LinkedIn',
  'Bouche à oreille',
  'Salon professionnel',
  'Newsletter',
  'Partenaire',
  null,
];

export const GUEST_MESSAGES = [
  'Bonjour, nous sommes une équipe de {n} personnes et cherchons des bureaux à partir du mois prochain. Le lieu est-il toujours disponible ?',
  'Bonjour, votre espace nous intéresse beaucoup. Serait-il possible de le visiter cette semaine ?',
  'Hello, nous cherchons un bureau fermé pour {n} postes, idéalement avec une salle de réunion. Merci !',
  'Bonjour, pourriez-vous nous préciser les charges incluses et les conditions de préavis ?',
  'Bonjour, notre start-up grandit et nous aurions besoin de {n} postes rapidement. Quelles sont vos disponibilités ?',
];
export const HOST_REPLIES = [
  'Bonjour, merci pour votre demande. Le bureau est bien disponible, je vous propose quelques créneaux de visite.',
  'Bonjour, avec plaisir ! Les charges, le ménage et la fibre sont inclus. Quand souhaitez-vous passer ?',
  'Merci pour votre message. Nous pouvons accueillir votre équipe à partir de la date indiquée.',
  'Bonjour, je reste à votre disposition pour toute question sur les conditions du contrat.',
];
export const GUEST_REPLIES = [
  'Parfait, le créneau de jeudi nous convient.',
  'Merci pour ces précisions, nous revenons vers vous rapidement.',
  'Super, à bientôt pour la visite !',
  "Pouvez-vous m'envoyer le projet de contrat ?",
];
export const NOTES = [
  "<p>Hôte très réactif, répond en moins d'une heure.</p>",
  '<p>Photos à refaire : la salle de réunion n’apparaît pas.</p>',
  '<p><strong>Attention</strong> : préavis de 3 mois demandé par le propriétaire.</p>',
  '<p>Visite faite par le CSM, espace conforme à l’annonce.</p>',
  '<ul><li>Fibre 1 Gb/s</li><li>Accès 24/7</li><li>Parking sur demande</li></ul>',
  '<p>Prix négociable pour un engagement de 12 mois et plus.</p>',
];
export const POI = [
  'Opéra',
  'Marais',
  'Bastille',
  'La Défense',
  'Montparnasse',
  'Saint-Lazare',
  'République',
  'Part-Dieu',
  'Chartrons',
  'Kirchberg',
];

export interface Stage {
  key:
    | 'received'
    | 'meeting_proposed'
    | 'visit_scheduled'
    | 'visit_past'
    | 'contract_start'
    | 'contract_sent'
    | 'contract_signed';
  index: number;
}
export const STAGES: Stage['key'][] = [
  'received',
  'meeting_proposed',
  'visit_scheduled',
  'visit_past',
  'contract_start',
  'contract_sent',
  'contract_signed',
];
