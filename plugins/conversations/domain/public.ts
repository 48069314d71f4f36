// What other plugins may use of Conversations: nothing yet. The assistant reads other plugins
// through their services; it provides none.
export {};
