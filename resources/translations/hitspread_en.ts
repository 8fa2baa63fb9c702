<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>core</name>
    <message numerus="yes">
        <source>%1, unconscious (%n stuns)</source>
        <translation>
            <numerusform>%1, unconscious (%n stun)</numerusform>
            <numerusform>%1, unconscious (%n stuns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stuns)</source>
        <translation>
            <numerusform>%1 (%n stun)</numerusform>
            <numerusform>%1 (%n stuns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds: health %1 → %2, %3</source>
        <translation>
            <numerusform>%n wound: health %1 → %2, %3</numerusform>
            <numerusform>%n wounds: health %1 → %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n wounds: health %2 → %3 (%4).</source>
        <translation>
            <numerusform>%1 takes %n wound: health %2 → %3 (%4).</numerusform>
            <numerusform>%1 takes %n wounds: health %2 → %3 (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits, all stopped by protection</source>
        <translation>
            <numerusform>%n hit, stopped by protection</numerusform>
            <numerusform>%n hits, all stopped by protection</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds: wounds %1 → %2</source>
        <translation>
            <numerusform>%n wound: wounds %1 → %2</numerusform>
            <numerusform>%n wounds: wounds %1 → %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %1 at %2 or more: %n successes.</source>
        <translation>
            <numerusform>Roll %1 at %2 or more: %n success.</numerusform>
            <numerusform>Roll %1 at %2 or more: %n successes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits against protection %1 less penetration %2: %3 stopped, %4 through.</source>
        <translation>
            <numerusform>%n hit against protection %1 less penetration %2: %3 stopped, %4 through.</numerusform>
            <numerusform>%n hits against protection %1 less penetration %2: %3 stopped, %4 through.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fires a shot for each of the %n actions left.</source>
        <translation>
            <numerusform>%1 fires a shot for each of the %n actions left.</numerusform>
            <numerusform>%1 fires a shot for each of the %n actions left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shot %1: roll %2 at %3 or more: %n successes.</source>
        <translation>
            <numerusform>Shot %1: roll %2 at %3 or more: %n success.</numerusform>
            <numerusform>Shot %1: roll %2 at %3 or more: %n successes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 evades: %2 at %3 or more, %n successes.</source>
        <translation>
            <numerusform>%1 evades: %2 at %3 or more, %n success.</numerusform>
            <numerusform>%1 evades: %2 at %3 or more, %n successes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 spends %n actions, %2 left.</source>
        <translation>
            <numerusform>%1 spends %n action, %2 left.</numerusform>
            <numerusform>%1 spends %n actions, %2 left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 treats a wound of %2&apos;s %3 (%n wounds in all).</source>
        <translation>
            <numerusform>%1 treats a wound of %2&apos;s %3 (%n wound in all).</numerusform>
            <numerusform>%1 treats a wound of %2&apos;s %3 (%n wounds in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lowering its magnification to %1 range would take %n actions and give +%2.</source>
        <translation>
            <numerusform>Lowering its magnification to %1 range would take %n action and give +%2.</numerusform>
            <numerusform>Lowering its magnification to %1 range would take %n actions and give +%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, mortally wounded for %n rounds:</source>
        <translation>
            <numerusform>%1, mortally wounded for %n round:</numerusform>
            <numerusform>%1, mortally wounded for %n rounds:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Red (Suppressing Fire): %1 take no turn of their own and fire when an opponent makes an attack.</source>
        <translation>
            <numerusform>Red (Suppressing Fire): %1 takes no turn of its own and fires when an opponent makes an attack.</numerusform>
            <numerusform>Red (Suppressing Fire): %1 take no turn of their own and fire when an opponent makes an attack.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>spends a bonus die: %n actions left</source>
        <translation>
            <numerusform>spends a bonus die: %n action left</numerusform>
            <numerusform>spends a bonus die: %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>steals an action: %n actions left</source>
        <translation>
            <numerusform>steals an action: %n action left</numerusform>
            <numerusform>steals an action: %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses an action: %n actions left</source>
        <translation>
            <numerusform>loses an action: %n action left</numerusform>
            <numerusform>loses an action: %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 parries: %2 at %3 or more, %n successes.</source>
        <translation>
            <numerusform>%1 parries: %2 at %3 or more, %n success.</numerusform>
            <numerusform>%1 parries: %2 at %3 or more, %n successes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has made %n attacks this turn, and %2 allows %3 a turn (the seed: “%4”): not %5 more.</source>
        <translation>
            <numerusform>%1 has made %n attack this turn, and %2 allows %3 a turn (the seed: “%4”): not %5 more.</numerusform>
            <numerusform>%1 has made %n attacks this turn, and %2 allows %3 a turn (the seed: “%4”): not %5 more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes pass: what lasts a turn wears off, and everyone below 0 health loses 1 health a minute.</source>
        <translation>
            <numerusform>%n minute passes: what lasts a turn wears off, and everyone below 0 health loses 1 health a minute.</numerusform>
            <numerusform>%n minutes pass: what lasts a turn wears off, and everyone below 0 health loses 1 health a minute.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bleeds %n wounds: health %2 → %3, dead at −Health (3 × STR = %4).</source>
        <translation>
            <numerusform>%1 bleeds %n wound: health %2 → %3, dead at −Health (3 × STR = %4).</numerusform>
            <numerusform>%1 bleeds %n wounds: health %2 → %3, dead at −Health (3 × STR = %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bleeds %n wounds: health %2 → %3, unconscious and bleeding.</source>
        <translation>
            <numerusform>%1 bleeds %n wound: health %2 → %3, unconscious and bleeding.</numerusform>
            <numerusform>%1 bleeds %n wounds: health %2 → %3, unconscious and bleeding.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds bled: health %1 → %2, %3</source>
        <translation>
            <numerusform>%n wound bled: health %1 → %2, %3</numerusform>
            <numerusform>%n wounds bled: health %1 → %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more problems after these are not listed</source>
        <translation>
            <numerusform>%n more problem after these is not listed</numerusform>
            <numerusform>%n more problems after these are not listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the fire cannot walk on %n times: %1 more stand within reach of the shooter&apos;s line beside %2</source>
        <translation>
            <numerusform>the fire cannot walk on %n time: %1 more stand within reach of the shooter&apos;s line beside %2</numerusform>
            <numerusform>the fire cannot walk on %n times: %1 more stand within reach of the shooter&apos;s line beside %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitspread::BodyTable</name>
    <message numerus="yes">
        <source>
… and %n more.</source>
        <translation>
            <numerusform>
… and %n more.</numerusform>
            <numerusform>
… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitspread::CompareWindow</name>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aim(s)</source>
        <translation>
            <numerusform>%n aim</numerusform>
            <numerusform>%n aims</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitspread::PlayerDisplay</name>
    <message numerus="yes">
        <source>Grenade: %n caught, %1 damage</source>
        <translation>
            <numerusform>Grenade: %n caught, %1 damage</numerusform>
            <numerusform>Grenade: %n caught, %1 damage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitspread::ResultCard</name>
    <message numerus="yes">
        <source>From %1, direction die %2, face %3 after the influence: %n hex(es).</source>
        <translation>
            <numerusform>From %1, direction die %2, face %3 after the influence: %n hex.</numerusform>
            <numerusform>From %1, direction die %2, face %3 after the influence: %n hexes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %1, face %2, %n hex(es) → %3</source>
        <translation>
            <numerusform>From %1, face %2, %n hex → %3</numerusform>
            <numerusform>From %1, face %2, %n hexes → %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>catches %n</source>
        <translation>
            <numerusform>catches %n</numerusform>
            <numerusform>catches %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The blast catches %n.</source>
        <translation>
            <numerusform>The blast catches %n.</numerusform>
            <numerusform>The blast catches %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitspread::RollLogPanel</name>
    <message numerus="yes">
        <source>%1; %n caught</source>
        <translation>
            <numerusform>%1; %n caught</numerusform>
            <numerusform>%1; %n caught</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitspread::TargetPanel</name>
    <message numerus="yes">
        <source>, %n wound(s)</source>
        <translation>
            <numerusform>, %n wound</numerusform>
            <numerusform>, %n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> %n wound(s): %1 to all rolls.</source>
        <translation>
            <numerusform> %n wound: %1 to all rolls.</numerusform>
            <numerusform> %n wounds: %1 to all rolls.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hitspread::TreatDialog</name>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bullet(s) stuck</source>
        <translation>
            <numerusform>%n bullet stuck</numerusform>
            <numerusform>%n bullets stuck</numerusform>
        </translation>
    </message>
</context>
</TS>
