// embed.js: one script tag on any page defines <portal-area> and window.portalEmbed (docs/embedding.md).
import { installEmbed } from './loader';

const script = document.currentScript as HTMLScriptElement | null;
installEmbed(script?.src || window.location.href);
