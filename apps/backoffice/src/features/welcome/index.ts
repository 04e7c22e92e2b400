export { WelcomeScreen as Component } from './WelcomeScreen';
