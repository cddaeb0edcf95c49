// KeycraftForms: screens of text fields and text views — responder chain, return keys, input and
// accessory views, keyboard notifications, device profiles, keyboard avoidance, the scenario simulator.
