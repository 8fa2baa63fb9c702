<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Hitspread</source>
        <translation>Über Hitspread</translation>
    </message>
    <message>
        <source>Hitspread icon</source>
        <translation>Hitspread-Symbol</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Hitspread&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Hitspread&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>A combat aid for tabletop role-playing games whose guns hit a hex grid drawn over the target&apos;s body.</source>
        <translation>Eine Kampfhilfe für Tischrollenspiele, deren Schusswaffen ein Hexfeldraster über dem Körper des Ziels treffen.</translation>
    </message>
    <message>
        <source>Loaded ruleset</source>
        <translation>Geladenes Regelwerk</translation>
    </message>
</context>
<context>
    <name>BodyRenderer</name>
    <message>
        <source>lands here %1 %</source>
        <translation>landet hier: %1 %</translation>
    </message>
</context>
<context>
    <name>CharacterEditor</name>
    <message>
        <source>Character Editor</source>
        <translation>Charakter-Editor</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>S&amp;pecies:</source>
        <translation>S&amp;pezies:</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>Spezies</translation>
    </message>
    <message>
        <source>&amp;Incap:</source>
        <translation>&amp;Incap:</translation>
    </message>
    <message>
        <source>Incap</source>
        <translation>Incap</translation>
    </message>
    <message>
        <source>&amp;Regenerates (Stormer, §10)</source>
        <translation>&amp;Regeneriert (Stormer, §10)</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>&amp;STR</source>
        <translation>&amp;STR</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>&amp;DEX</source>
        <translation>&amp;DEX</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <source>D&amp;IA</source>
        <translation>D&amp;IA</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>&amp;CONC</source>
        <translation>&amp;CONC</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>Konzentration</translation>
    </message>
    <message>
        <source>C&amp;HA</source>
        <translation>C&amp;HA</translation>
    </message>
    <message>
        <source>Charisma</source>
        <translation>Charisma</translation>
    </message>
    <message>
        <source>C&amp;OOL</source>
        <translation>C&amp;OOL</translation>
    </message>
    <message>
        <source>Cool</source>
        <translation>Coolness</translation>
    </message>
    <message>
        <source>Derived (§2)</source>
        <translation>Abgeleitet (§2)</translation>
    </message>
    <message>
        <source>Derived values</source>
        <translation>Abgeleitete Werte</translation>
    </message>
    <message>
        <source>S&amp;kills</source>
        <translation>Fertig&amp;keiten</translation>
    </message>
    <message>
        <source>Skills and their ranks</source>
        <translation>Fertigkeiten und ihre Stufen</translation>
    </message>
    <message>
        <source>&amp;Advantages</source>
        <translation>&amp;Vorteile</translation>
    </message>
    <message>
        <source>Advantages</source>
        <translation>Vorteile</translation>
    </message>
    <message>
        <source>&amp;Hits</source>
        <translation>&amp;Treffer</translation>
    </message>
    <message>
        <source>Hits per location</source>
        <translation>Trefferpunkte je Trefferzone</translation>
    </message>
    <message>
        <source>Ar&amp;mour</source>
        <translation>P&amp;anzerung</translation>
    </message>
    <message>
        <source>Armour worn</source>
        <translation>Getragene Panzerung</translation>
    </message>
    <message>
        <source>&amp;Weapons</source>
        <translation>&amp;Waffen</translation>
    </message>
    <message>
        <source>Weapons carried</source>
        <translation>Mitgeführte Waffen</translation>
    </message>
    <message>
        <source>What is wrong with the character</source>
        <translation>Was am Charakter nicht stimmt</translation>
    </message>
</context>
<context>
    <name>DiceEntryDialog</name>
    <message>
        <source>Roll your dice</source>
        <translation>Selbst würfeln</translation>
    </message>
    <message>
        <source>Which die to roll</source>
        <translation>Welcher Würfel zu werfen ist</translation>
    </message>
    <message>
        <source>Dice entered so far</source>
        <translation>Bisher eingegebene Würfel</translation>
    </message>
    <message>
        <source>&amp;Correct the Last Die</source>
        <translation>&amp;Letzten Würfel korrigieren</translation>
    </message>
</context>
<context>
    <name>DocumentUi</name>
    <message>
        <source>Unsaved session</source>
        <translation>Ungespeicherte Sitzung</translation>
    </message>
    <message>
        <source>The session has changes that are not saved. Save them?</source>
        <translation>Die Sitzung hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Session not saved</source>
        <translation>Sitzung nicht gespeichert</translation>
    </message>
    <message>
        <source>The file cannot be opened; the session at the table stays as it was.</source>
        <translation>Die Datei lässt sich nicht öffnen; die Sitzung am Tisch bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Recover session</source>
        <translation>Sitzung wiederherstellen</translation>
    </message>
    <message>
        <source>Hitspread did not close cleanly last time. Restore the session it saved then?</source>
        <translation>Hitspread wurde letztes Mal nicht sauber beendet. Die damals gesicherte Sitzung wiederherstellen?</translation>
    </message>
    <message>
        <source>Session not recovered</source>
        <translation>Sitzung nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>&amp;Hitspread Rolls the Dice</source>
        <translation>&amp;Hitspread würfelt</translation>
    </message>
    <message>
        <source>&amp;I Roll My Dice</source>
        <translation>&amp;Ich würfle selbst</translation>
    </message>
    <message>
        <source>Set the &amp;Seed…</source>
        <translation>Start&amp;wert festlegen…</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The seed of Hitspread&apos;s dice (the same seed rolls the same dice):</source>
        <translation>Der Startwert der Würfel von Hitspread (derselbe Startwert würfelt dieselben Würfel):</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a seed: give a whole number from 0 up.</source>
        <translation>„%1“ ist kein Startwert: Bitte eine ganze Zahl ab 0 angeben.</translation>
    </message>
    <message>
        <source>Dice: yours</source>
        <translation>Würfel: Ihre eigenen</translation>
    </message>
    <message>
        <source>Dice: Hitspread, seed %1 (%2 rolled)</source>
        <translation>Würfel: Hitspread, Startwert %1 (%2 geworfen)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>GroundRenderer</name>
    <message>
        <source>lands here %1%</source>
        <translation>landet hier %1%</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>face %1 · %2</source>
        <translation>Seite %1 · %2</translation>
    </message>
    <message>
        <source>%1 o&apos;clock · %2</source>
        <translation>%1 Uhr · %2</translation>
    </message>
    <message>
        <source>Direction: d6</source>
        <translation>Richtung: W6</translation>
    </message>
    <message>
        <source>Direction: d12 clock</source>
        <translation>Richtung: W12-Uhr</translation>
    </message>
    <message>
        <source>landing odds in %</source>
        <translation>Landechancen in %</translation>
    </message>
    <message>
        <source>1 hex = 1 m</source>
        <translation>1 Hex = 1 m</translation>
    </message>
</context>
<context>
    <name>GroundTable</name>
    <message>
        <source>%1 m right, %2 m forward</source>
        <translation>%1 m rechts, %2 m nach vorn</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;About Hitspread</source>
        <translation>Über &amp;Hitspread</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Hitspread speaks the new language the next time it starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von Hitspread.</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>Colours of the window and the diagrams</source>
        <translation>Farben des Fensters und der Diagramme</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Jump on the %1</source>
        <translation>Auf die %1 springen</translation>
    </message>
    <message>
        <source>%1 goes off on the floor</source>
        <translation>%1 geht am Boden hoch</translation>
    </message>
    <message>
        <source>Throw %1 at %2</source>
        <translation>%1 auf %2 werfen</translation>
    </message>
    <message>
        <source>Fire %1 at %2</source>
        <translation>%1 auf %2 abfeuern</translation>
    </message>
    <message>
        <source>Roll my own dice</source>
        <translation>Selbst würfeln</translation>
    </message>
    <message>
        <source>Hitspread rolls, seed %1</source>
        <translation>Hitspread würfelt, Startwert %1</translation>
    </message>
</context>
<context>
    <name>RulesetMenu</name>
    <message>
        <source>No rulesets found</source>
        <translation>Keine Regelwerke gefunden</translation>
    </message>
    <message>
        <source>Show My Rulesets Folder</source>
        <translation>Meinen Regelwerksordner zeigen</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>The disk is full: %1 was not saved; your previous file is unchanged.</source>
        <translation>Der Datenträger ist voll: %1 wurde nicht gespeichert; Ihre bisherige Datei ist unverändert.</translation>
    </message>
    <message>
        <source>%1 was not saved (%2); your previous file is unchanged.</source>
        <translation>%1 wurde nicht gespeichert (%2); Ihre bisherige Datei ist unverändert.</translation>
    </message>
    <message>
        <source>%1 while %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ShooterPanel</name>
    <message>
        <source>Shooter</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <source>&amp;Shooter:</source>
        <translation>&amp;Schütze:</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>&amp;Waffe:</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>A&amp;mmo:</source>
        <translation>&amp;Munition:</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Munition</translation>
    </message>
    <message>
        <source>Fire m&amp;ode:</source>
        <translation>Feuermo&amp;dus:</translation>
    </message>
    <message>
        <source>Fire mode</source>
        <translation>Feuermodus</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Reichweite:</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>&amp;Distance (m):</source>
        <translation>&amp;Entfernung (m):</translation>
    </message>
    <message>
        <source>Distance (m)</source>
        <translation>Entfernung (m)</translation>
    </message>
    <message>
        <source>Shot &amp;type:</source>
        <translation>Schuss&amp;art:</translation>
    </message>
    <message>
        <source>Shot type</source>
        <translation>Schussart</translation>
    </message>
    <message>
        <source>&amp;Aims:</source>
        <translation>&amp;Zielaktionen:</translation>
    </message>
    <message>
        <source>Aims</source>
        <translation>Zielaktionen</translation>
    </message>
    <message>
        <source>S&amp;kill:</source>
        <translation>Fertig&amp;keit:</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>ST&amp;R:</source>
        <translation>S&amp;TR:</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>STR</translation>
    </message>
    <message>
        <source>Mar&amp;ksman:</source>
        <translation>Sc&amp;harfschütze:</translation>
    </message>
    <message>
        <source>Marksman</source>
        <translation>Scharfschütze</translation>
    </message>
    <message>
        <source>Target &amp;position:</source>
        <translation>&amp;Position des Ziels:</translation>
    </message>
    <message>
        <source>Target position</source>
        <translation>Position des Ziels</translation>
    </message>
    <message>
        <source>GM mod&amp;ifier:</source>
        <translation>SL-Mod&amp;ifikator:</translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation>SL-Modifikator</translation>
    </message>
    <message>
        <source>S&amp;hots (semi-auto):</source>
        <translation>Anzahl Sch&amp;üsse:</translation>
    </message>
    <message>
        <source>Shots (semi-auto)</source>
        <translation>Schüsse (Halbautomatik)</translation>
    </message>
    <message>
        <source>as many as allowed</source>
        <translation>so viele wie erlaubt</translation>
    </message>
    <message>
        <source>&amp;Burst dice (full auto):</source>
        <translation>Feuerst&amp;oßwürfel:</translation>
    </message>
    <message>
        <source>Burst dice (full auto)</source>
        <translation>Feuerstoßwürfel (Dauerfeuer)</translation>
    </message>
    <message>
        <source> d6</source>
        <translation> W6</translation>
    </message>
    <message>
        <source>Burst &amp;adjust:</source>
        <translation>Feuerstoß&amp;länge ±:</translation>
    </message>
    <message>
        <source>Burst adjust</source>
        <translation>Feuerstoßlänge ±</translation>
    </message>
    <message>
        <source>&amp;Influence:</source>
        <translation>&amp;Beeinflussung:</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Beeinflussung</translation>
    </message>
    <message>
        <source>&amp;Walk on after:</source>
        <translation>Schwenken &amp;nach:</translation>
    </message>
    <message>
        <source>Walk on after</source>
        <translation>Schwenken nach</translation>
    </message>
    <message>
        <source>e.g. 3:influence, 5:stray</source>
        <translation>z. B. 3:influence, 5:stray</translation>
    </message>
    <message>
        <source>Walking fire: after so many bullets on a target move to the next one, paying an influence chance or a stray bullet</source>
        <translation>Schwenkendes Feuer: nach so vielen Kugeln auf ein Ziel zum nächsten wechseln, bezahlt mit einer Beeinflussung (influence) oder einer verirrten Kugel (stray)</translation>
    </message>
    <message>
        <source>Firing s&amp;tance</source>
        <translation>Anschla&amp;g</translation>
    </message>
    <message>
        <source>R&amp;est</source>
        <translation>Waffe a&amp;ufgelegt</translation>
    </message>
    <message>
        <source>Silencer</source>
        <translation>Schalldämpfer</translation>
    </message>
    <message>
        <source>Quick draw</source>
        <translation>Schnellziehen</translation>
    </message>
    <message>
        <source>Two weapons</source>
        <translation>Zwei Waffen</translation>
    </message>
    <message>
        <source>Off hand</source>
        <translation>Schwache Hand</translation>
    </message>
    <message>
        <source>Under fire</source>
        <translation>Unter Beschuss</translation>
    </message>
    <message>
        <source>Advantages</source>
        <translation>Vorteile</translation>
    </message>
    <message>
        <source>The shooter&apos;s advantages (tick to use)</source>
        <translation>Die Vorteile des Schützen (zum Nutzen ankreuzen)</translation>
    </message>
    <message>
        <source>Shot status</source>
        <translation>Stand des Schusses</translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation>&amp;Feuern</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <source>Target&apos;s de&amp;fence:</source>
        <translation>&amp;Verteidigung des Ziels:</translation>
    </message>
    <message>
        <source>Target&apos;s defence</source>
        <translation>Verteidigung des Ziels</translation>
    </message>
    <message>
        <source>How the target meets a melee blow (rules §8): a parry is rolled against a hit, a dodge before the blow lands</source>
        <translation>Wie das Ziel einem Nahkampfschlag begegnet (Regeln §8): Eine Parade wird gegen einen Treffer gewürfelt, ein Ausweichen, bevor der Schlag trifft</translation>
    </message>
    <message>
        <source>Parr&amp;y with:</source>
        <translation>Parieren &amp;mit:</translation>
    </message>
    <message>
        <source>Parry with</source>
        <translation>Parieren mit</translation>
    </message>
    <message>
        <source>Parry &amp;turns the face:</source>
        <translation>Parade dreht die Ri&amp;chtung:</translation>
    </message>
    <message>
        <source>Parry turns the face</source>
        <translation>Parade dreht die Richtung</translation>
    </message>
    <message>
        <source>Dodge &amp;value:</source>
        <translation>&amp;Ausweichwert:</translation>
    </message>
    <message>
        <source>Dodge value</source>
        <translation>Ausweichwert</translation>
    </message>
    <message>
        <source>roll the dodge now</source>
        <translation>Ausweichen jetzt würfeln</translation>
    </message>
    <message>
        <source>A dodge the target made earlier this round (or phase): its success value comes off the blow and nothing is rolled</source>
        <translation>Ein Ausweichen, das das Ziel früher in dieser Runde (oder Phase) gemacht hat: Sein Erfolgswert wird vom Schlag abgezogen, und es wird nichts gewürfelt</translation>
    </message>
    <message>
        <source>Harder atta&amp;ck:</source>
        <translation>&amp;Härterer Angriff:</translation>
    </message>
    <message>
        <source>Harder attack</source>
        <translation>Härterer Angriff</translation>
    </message>
    <message>
        <source>A harder attack declared: −N on the blow, +N on the target of the defender&apos;s parry or dodge</source>
        <translation>Ein angesagter härterer Angriff: −N auf den Schlag, +N auf die Schwierigkeit der Parade oder des Ausweichens des Verteidigers</translation>
    </message>
    <message>
        <source>Da&amp;nce of Death:</source>
        <translation>Todesta&amp;nz:</translation>
    </message>
    <message>
        <source>Dance of Death</source>
        <translation>Todestanz</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>The success value of the target&apos;s Dance or Ballet of Death this phase: it comes off every ranged attack on it</source>
        <translation>Der Erfolgswert von Todestanz oder Todesballett des Ziels in dieser Phase: Er wird von jedem Fernkampfangriff auf das Ziel abgezogen</translation>
    </message>
    <message>
        <source>S&amp;cope:</source>
        <translation>&amp;Zielfernrohr:</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Zielfernrohr</translation>
    </message>
    <message>
        <source>A scope on the firearm (rules §11): an aimed shot adds its bonus at the range band to the aims&apos; bonus, capped by Marksman</source>
        <translation>Ein Zielfernrohr auf der Schusswaffe (Regeln §11): Ein gezielter Schuss addiert seinen Bonus für das Reichweitenband zum Bonus der Zielaktionen, begrenzt durch Scharfschütze</translation>
    </message>
    <message>
        <source>Enemies shooting at it:</source>
        <translation>Auf ihn schießende Gegner:</translation>
    </message>
    <message>
        <source>Enemies shooting at it</source>
        <translation>Auf ihn schießende Gegner</translation>
    </message>
    <message>
        <source>Aiming under fire needs a COOL test at −5 for each enemy shooting at the shooter</source>
        <translation>Zielen unter Beschuss verlangt eine COOL-Probe mit −5 für jeden Gegner, der auf den Schützen schießt</translation>
    </message>
    <message>
        <source>Bullets fired this round:</source>
        <translation>In dieser Runde verschossene Kugeln:</translation>
    </message>
    <message>
        <source>Bullets fired this round</source>
        <translation>In dieser Runde verschossene Kugeln</translation>
    </message>
    <message>
        <source>The bullets this weapon fired earlier in the round: fired beyond its maximum it may jam (the optional jamming rule, §11)</source>
        <translation>Die Kugeln, die diese Waffe früher in der Runde verschossen hat: Über ihr Maximum hinaus abgefeuert kann sie Ladehemmung bekommen (optionale Ladehemmungsregel, §11)</translation>
    </message>
    <message>
        <source>Scope set for:</source>
        <translation>Zielfernrohr eingestellt auf:</translation>
    </message>
    <message>
        <source>Scope set for</source>
        <translation>Zielfernrohr eingestellt auf</translation>
    </message>
    <message>
        <source>Lowering the scope&apos;s magnification to a nearer band takes one action per band shifted (rules §11)</source>
        <translation>Die Vergrößerung des Zielfernrohrs auf ein näheres Band zu senken kostet eine Aktion je verschobenem Band (Regeln §11)</translation>
    </message>
    <message>
        <source>Other &amp;hand:</source>
        <translation>Andere &amp;Hand:</translation>
    </message>
    <message>
        <source>Other hand</source>
        <translation>Andere Hand</translation>
    </message>
    <message>
        <source>The weapon in the other hand when fighting with two (seed, Two Weapons): both recoils, or both DAM factors, count</source>
        <translation>Die Waffe in der anderen Hand beim Kampf mit zweien (Quelle, Zwei Waffen): beide Rückstöße bzw. beide DAM-Faktoren zählen</translation>
    </message>
    <message>
        <source>Recoil baffling:</source>
        <translation>RCL-Dämpfung:</translation>
    </message>
    <message>
        <source>Recoil baffling</source>
        <translation>Rückstoßdämpfung</translation>
    </message>
    <message>
        <source>Points of recoil the gun&apos;s baffling negates (springs, gas blowback, §5): they come off its RCL with the firing stance&apos;s</source>
        <translation>Rückstoßpunkte, die die Dämpfung der Waffe aufhebt (Federn, Gasrückstoß, §5): sie gehen mit denen des Anschlags von ihrem RCL ab</translation>
    </message>
</context>
<context>
    <name>TargetPanel</name>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>&amp;Incap left:</source>
        <translation>&amp;Incap übrig:</translation>
    </message>
    <message>
        <source>Incap left</source>
        <translation>Incap übrig</translation>
    </message>
    <message>
        <source>&amp;Bruising:</source>
        <translation>&amp;Prellung:</translation>
    </message>
    <message>
        <source>Bruising</source>
        <translation>Prellung</translation>
    </message>
    <message>
        <source>&amp;Wounds:</source>
        <translation>&amp;Wunden:</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Locations of the target</source>
        <translation>Trefferzonen des Ziels</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Trefferzone</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Target status</source>
        <translation>Zustand des Ziels</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>under fire</source>
        <translation>unter Beschuss</translation>
    </message>
    <message>
        <source>the fire walks on %1 times but the scene holds %2 targets</source>
        <translation>das Feuer schwenkt %1-mal weiter, aber die Szene hat %2 Ziele</translation>
    </message>
    <message>
        <source>unknown weapon &apos;%1&apos;</source>
        <translation>unbekannte Waffe „%1“</translation>
    </message>
    <message>
        <source>%1 cannot fire in %2 mode</source>
        <translation>%1 kann nicht im Modus %2 feuern</translation>
    </message>
    <message>
        <source>%1 is thrown: resolve it as a throw</source>
        <translation>%1 wird geworfen: als Wurf auswerten</translation>
    </message>
    <message>
        <source>unknown ammo &apos;%1&apos;</source>
        <translation>unbekannte Munition „%1“</translation>
    </message>
    <message>
        <source>%1 does not fire %2 ammo</source>
        <translation>%1 verschießt keine Munition %2</translation>
    </message>
    <message>
        <source>aims must be 0 to 6 (the rules allow six at most), not %1</source>
        <translation>Zielaktionen müssen 0 bis 6 sein (die Regeln erlauben höchstens sechs), nicht %1</translation>
    </message>
    <message>
        <source>a character under fire cannot aim (the optional under_fire rule would allow a COOL test)</source>
        <translation>wer unter Beschuss steht, kann nicht zielen (die optionale Regel under_fire würde eine COOL-Probe erlauben)</translation>
    </message>
    <message>
        <source>a quick-drawn weapon fires in the same action: the shot cannot be aimed</source>
        <translation>eine schnell gezogene Waffe feuert in derselben Aktion: der Schuss kann nicht gezielt sein</translation>
    </message>
    <message>
        <source>the off-hand penalty applies only when firing two weapons</source>
        <translation>der Malus der schwachen Hand gilt nur beim Feuern mit zwei Waffen</translation>
    </message>
    <message>
        <source>more than four aims need a firing stance (none while firing two weapons)</source>
        <translation>mehr als vier Zielaktionen brauchen einen Anschlag (keinen beim Feuern mit zwei Waffen)</translation>
    </message>
    <message>
        <source>six aims need a firing stance and a rest for the weapon</source>
        <translation>sechs Zielaktionen brauchen einen Anschlag und eine aufgelegte Waffe</translation>
    </message>
    <message>
        <source>a rest lowers recoil only in a firing stance</source>
        <translation>eine aufgelegte Waffe senkt den Rückstoß nur im Anschlag</translation>
    </message>
    <message>
        <source>distance cannot be negative</source>
        <translation>die Entfernung kann nicht negativ sein</translation>
    </message>
    <message>
        <source>the target is %1 m away, beyond extreme range of %2 (%3 m): the shot is impossible</source>
        <translation>das Ziel ist %1 m entfernt, jenseits der extremen Reichweite von %2 (%3 m): der Schuss ist unmöglich</translation>
    </message>
    <message>
        <source>an aimed shot needs at least one aim</source>
        <translation>ein gezielter Schuss braucht mindestens eine Zielaktion</translation>
    </message>
    <message>
        <source>a snap shot has no aims</source>
        <translation>ein Schnappschuss hat keine Zielaktionen</translation>
    </message>
    <message>
        <source>a wild shot has no aims</source>
        <translation>ein ungezielter Schuss hat keine Zielaktionen</translation>
    </message>
    <message>
        <source>a snap shot needs the Rapid Fire advantage</source>
        <translation>ein Schnappschuss braucht den Vorteil Rapid Fire</translation>
    </message>
    <message>
        <source>wild shot</source>
        <translation>ungezielter Schuss</translation>
    </message>
    <message>
        <source>quick draw</source>
        <translation>schnelles Ziehen</translation>
    </message>
    <message>
        <source>recoil above STR</source>
        <translation>Rückstoß über STR</translation>
    </message>
    <message>
        <source>diving for cover needs both initiative totals (the target&apos;s must be higher)</source>
        <translation>in Deckung hechten braucht beide Initiativewerte (der des Ziels muss höher sein)</translation>
    </message>
    <message>
        <source>the target cannot dive for cover: the attacker acts on a higher or equal initiative</source>
        <translation>das Ziel kann nicht in Deckung hechten: der Angreifer handelt mit höherer oder gleicher Initiative</translation>
    </message>
    <message>
        <source>target diving for cover</source>
        <translation>Ziel hechtet in Deckung</translation>
    </message>
    <message>
        <source>target prone</source>
        <translation>Ziel liegt</translation>
    </message>
    <message>
        <source>target kneeling</source>
        <translation>Ziel kniet</translation>
    </message>
    <message>
        <source>target down</source>
        <translation>Ziel am Boden</translation>
    </message>
    <message>
        <source>off-hand weapon</source>
        <translation>Waffe in der schwachen Hand</translation>
    </message>
    <message>
        <source>wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>GM modifier</source>
        <translation>SL-Modifikator</translation>
    </message>
    <message>
        <source>DEX %1 allows no shot at all in a round (DEX ÷ 2)</source>
        <translation>DEX %1 erlaubt keinen einzigen Schuss in einer Runde (DEX ÷ 2)</translation>
    </message>
    <message>
        <source>semi-auto allows %1 shots here (STR %2 − RCL %3 = %4, at most DEX ÷ 2 = %5), not %6</source>
        <translation>Halbautomatik erlaubt hier %1 Schüsse (STR %2 − RCL %3 = %4, höchstens DEX ÷ 2 = %5), nicht %6</translation>
    </message>
    <message>
        <source>a number of shots belongs to semi-auto fire</source>
        <translation>eine Zahl von Schüssen gehört zur Halbautomatik</translation>
    </message>
    <message>
        <source>full auto needs the number of d6 for the burst length (1 to 20)</source>
        <translation>Dauerfeuer braucht die Zahl der W6 für die Länge der Garbe (1 bis 20)</translation>
    </message>
    <message>
        <source>the burst can be changed by at most Auto/Support %1 ÷ %2 = %3 rounds, not %4</source>
        <translation>die Garbe kann um höchstens Auto/Support %1 ÷ %2 = %3 Schuss geändert werden, nicht %4</translation>
    </message>
    <message>
        <source>burst dice and adjustments belong to full-auto fire</source>
        <translation>Würfel und Änderungen der Garbe gehören zum Dauerfeuer</translation>
    </message>
    <message>
        <source>Auto/Support %1 allows %2 influenced deviations, not %3</source>
        <translation>Auto/Support %1 erlaubt %2 beeinflusste Abweichungen, nicht %3</translation>
    </message>
    <message>
        <source>an influence changes a deviation by −1, 0 or +1, not %1</source>
        <translation>eine Beeinflussung ändert eine Abweichung um −1, 0 oder +1, nicht %1</translation>
    </message>
    <message>
        <source>influences belong to burst and full-auto fire</source>
        <translation>Beeinflussungen gehören zu Feuerstoß und Dauerfeuer</translation>
    </message>
    <message>
        <source>the fire walks from target to target only in a burst or full auto</source>
        <translation>das Feuer schwenkt nur bei Feuerstoß oder Dauerfeuer von Ziel zu Ziel</translation>
    </message>
    <message>
        <source>walking fire covers at most four targets side by side</source>
        <translation>schwenkendes Feuer erfasst höchstens vier Ziele nebeneinander</translation>
    </message>
    <message>
        <source>the fire walks on after one bullet or more on a target</source>
        <translation>das Feuer schwenkt nach einer oder mehr Kugeln auf ein Ziel weiter</translation>
    </message>
    <message>
        <source>switching targets %1 times with influence chances needs that many; Auto/Support %2 gives %3</source>
        <translation>%1-mal mit Beeinflussungen das Ziel zu wechseln braucht so viele; Auto/Support %2 gibt %3</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>useless</source>
        <translation>unbrauchbar</translation>
    </message>
    <message>
        <source>severely damaged</source>
        <translation>schwer beschädigt</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>in Ordnung</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>unknown grenade &apos;%1&apos;</source>
        <translation>unbekannte Granate „%1“</translation>
    </message>
    <message>
        <source>the impact point %1 is outside the field (A1 to %2)</source>
        <translation>der Einschlagpunkt %1 liegt außerhalb des Feldes (A1 bis %2)</translation>
    </message>
    <message>
        <source>the impact point %1 is not in the lower third of the field (rows %2 to %3): a grenade lands at the feet (§9)</source>
        <translation>der Einschlagpunkt %1 liegt nicht im unteren Drittel des Feldes (Zeilen %2 bis %3): eine Granate landet zu Füßen (§9)</translation>
    </message>
    <message>
        <source>the distance of %1 from the impact point must be 0 or more metres</source>
        <translation>die Entfernung von %1 zum Einschlagpunkt muss 0 oder mehr Meter betragen</translation>
    </message>
    <message>
        <source>a grenade on the floor is not thrown: it has no range band</source>
        <translation>eine Granate am Boden wird nicht geworfen: sie hat keine Reichweite</translation>
    </message>
    <message>
        <source>the throwing distance must be 0 or more metres</source>
        <translation>die Wurfweite muss 0 oder mehr Meter betragen</translation>
    </message>
    <message>
        <source>the target is %1 m away, beyond extreme range of %2 (%3 m): the throw is impossible</source>
        <translation>das Ziel ist %1 m entfernt, jenseits der extremen Reichweite von %2 (%3 m): der Wurf ist unmöglich</translation>
    </message>
    <message>
        <source>Fragmentation: every location in the blast zone takes the damage rating, and Incap takes it once per location.</source>
        <translation>Splitter: jede Trefferzone in der Explosionszone erleidet den Schadenswert, und Incap erleidet ihn einmal je Trefferzone.</translation>
    </message>
    <message>
        <source>Concussion: every location in the blast zone takes the damage rating as bruising, on the Incap/bruising track only.</source>
        <translation>Erschütterung: jede Trefferzone in der Explosionszone erleidet den Schadenswert als Prellung, nur auf der Incap-/Prellungsleiste.</translation>
    </message>
    <message>
        <source>Smoke fills the blast zone and blocks sight through it; no damage.</source>
        <translation>Rauch füllt die Explosionszone und nimmt die Sicht hindurch; kein Schaden.</translation>
    </message>
    <message>
        <source>Flash/bang: everyone in the blast zone is blinded and deafened; no damage.</source>
        <translation>Blendgranate: alle in der Explosionszone sind geblendet und betäubt; kein Schaden.</translation>
    </message>
    <message>
        <source>frag</source>
        <translation>Splitter</translation>
    </message>
    <message>
        <source>blast</source>
        <translation>Spreng</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>Rauch</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>Blend</translation>
    </message>
    <message>
        <source>%1 does no damage: there is nothing to shield the others from</source>
        <translation>%1 richtet keinen Schaden an: es gibt nichts, wovor die anderen zu schützen wären</translation>
    </message>
    <message>
        <source>the body has no torso or no abdomen location to jump with</source>
        <translation>der Körper hat keine Trefferzone Rumpf oder Bauch, um sich auf die Granate zu werfen</translation>
    </message>
    <message>
        <source>the scene has %1 further target but %2 distances from the impact point</source>
        <translation>die Szene hat %1 weiteres Ziel, aber %2 Entfernungen zum Einschlagpunkt</translation>
    </message>
    <message>
        <source>the scene has %1 further targets but %2 distances from the impact point</source>
        <translation>die Szene hat %1 weitere Ziele, aber %2 Entfernungen zum Einschlagpunkt</translation>
    </message>
    <message>
        <source>nobody in the scene is number %1 to jump on the grenade</source>
        <translation>niemand in der Szene hat die Nummer %1, um sich auf die Granate zu werfen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, blast zone %3, blast radius %4 m, damage %5, PEN %6)</source>
        <translation>%1 (%2, Explosionszone %3, Explosionsradius %4 m, Schaden %5, PEN %6)</translation>
    </message>
    <message>
        <source>%1 (%2, blast zone %3, blast radius %4 m, damage %5)</source>
        <translation>%1 (%2, Explosionszone %3, Explosionsradius %4 m, Schaden %5)</translation>
    </message>
    <message>
        <source>%1 lies on the floor; the GM&apos;s point is %2.</source>
        <translation>%1 liegt am Boden; der Punkt des SL ist %2.</translation>
    </message>
    <message>
        <source>%1 thrown at %2 range at %3.</source>
        <translation>%1 geworfen auf Reichweite %2 nach %3.</translation>
    </message>
    <message>
        <source>%1 thrown by %2 at %3 range at %4.</source>
        <translation>%1 geworfen von %2 auf Reichweite %3 nach %4.</translation>
    </message>
    <message>
        <source>Roll %1,%2,%3 + Throwing %4%5: total %6 against %7 — success.</source>
        <translation>Wurf %1,%2,%3 + Werfen %4%5: gesamt %6 gegen %7 — Erfolg.</translation>
    </message>
    <message>
        <source>Roll %1,%2,%3 + Throwing %4%5: total %6 against %7 — failure by %8.</source>
        <translation>Wurf %1,%2,%3 + Werfen %4%5: gesamt %6 gegen %7 — um %8 misslungen.</translation>
    </message>
    <message>
        <source>Critical: success die %1 + %2 = %3.</source>
        <translation>Kritisch: Erfolgswürfel %1 + %2 = %3.</translation>
    </message>
    <message>
        <source>Deviation 6 − aiming points %1 → %2.</source>
        <translation>Abweichung 6 − Zielpunkte %1 → %2.</translation>
    </message>
    <message>
        <source>Failed throw: deviation 6 + missed by %1 = %2, no pull-back.</source>
        <translation>Misslungener Wurf: Abweichung 6 + verfehlt um %1 = %2, kein Zurückziehen.</translation>
    </message>
    <message>
        <source>Direction %1: %2 hexes from %3 to %4.</source>
        <translation>Richtung %1: %2 Felder von %3 nach %4.</translation>
    </message>
    <message>
        <source>Beyond optimum (%1 range): %2 hexes straight down, from %3 to %4.</source>
        <translation>Jenseits optimaler Reichweite (Reichweite %1): %2 Felder gerade nach unten, von %3 nach %4.</translation>
    </message>
    <message>
        <source>Goes off at %1.</source>
        <translation>Geht bei %1 hoch.</translation>
    </message>
    <message>
        <source>%1: the point deviates %2 hexes in direction %3, from %4 to %5.</source>
        <translation>%1: der Punkt weicht %2 Felder in Richtung %3 ab, von %4 nach %5.</translation>
    </message>
    <message>
        <source>%1, %2 m from the impact point: blast zone %3 − %4 = %5: unaffected.</source>
        <translation>%1, %2 m vom Einschlagpunkt: Explosionszone %3 − %4 = %5: nicht betroffen.</translation>
    </message>
    <message>
        <source>%1, %2 m from the impact point: blast zone %3 − %4 = %5 hexes around %6.</source>
        <translation>%1, %2 m vom Einschlagpunkt: Explosionszone %3 − %4 = %5 Felder um %6.</translation>
    </message>
    <message>
        <source>No body hex of %1 lies in the zone.</source>
        <translation>Kein Körperfeld von %1 liegt in der Zone.</translation>
    </message>
    <message>
        <source>In the zone: %1.</source>
        <translation>In der Zone: %1.</translation>
    </message>
    <message>
        <source>DAM %1 (no PEN: the armour does not stop it)</source>
        <translation>DAM %1 (kein PEN: die Panzerung hält ihn nicht auf)</translation>
    </message>
    <message>
        <source>DAM %1</source>
        <translation>DAM %1</translation>
    </message>
    <message>
        <source>PEN %1, DAM %2, no armour</source>
        <translation>PEN %1, DAM %2, keine Panzerung</translation>
    </message>
    <message>
        <source>PEN %1 against PV %2 (%3) penetrates, %4 of DAM %5 gets through</source>
        <translation>PEN %1 gegen PV %2 (%3) durchschlägt, %4 von DAM %5 kommen durch</translation>
    </message>
    <message>
        <source>PEN %1 against PV %2 (%3) is stopped; armour ID %4 → %5</source>
        <translation>PEN %1 gegen PV %2 (%3) wird aufgehalten; Panzerung ID %4 → %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; hits left %2 (%3)</source>
        <translation>%1; verbleibende Treffer %2 (%3)</translation>
    </message>
    <message>
        <source>%1; %2 bruising</source>
        <translation>%1; %2 Prellung</translation>
    </message>
    <message>
        <source>%1; a wound</source>
        <translation>%1; eine Wunde</translation>
    </message>
    <message>
        <source>%1; shrapnel stuck in the torso</source>
        <translation>%1; Splitter stecken im Rumpf</translation>
    </message>
    <message>
        <source>%1; halved in the Vevaphon&apos;s natural state</source>
        <translation>%1; halbiert in der natürlichen Gestalt des Vevaphon</translation>
    </message>
    <message>
        <source>%1; knocked down</source>
        <translation>%1; umgeworfen</translation>
    </message>
    <message>
        <source>%1; PHYS test at %2 or knocked down</source>
        <translation>%1; PHYS-Probe mit %2, sonst umgeworfen</translation>
    </message>
    <message>
        <source>%1; CONC test %2,%3,%4 + %5 %6 = %7, holds PV %8</source>
        <translation>%1; CONC-Probe %2,%3,%4 + %5 %6 = %7, hält PV %8</translation>
    </message>
    <message>
        <source>%1; CONC test %2,%3,%4 + %5 %6 = %7, PV falls to %8</source>
        <translation>%1; CONC-Probe %2,%3,%4 + %5 %6 = %7, PV fällt auf %8</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Incap damage %1 (Incap left %2).</source>
        <translation>Incap-Schaden %1 (Incap verbleibend %2).</translation>
    </message>
    <message>
        <source>Bruising %1 on the Incap track (%2 in all).</source>
        <translation>Prellung %1 auf der Incap-Leiste (%2 insgesamt).</translation>
    </message>
    <message>
        <source>%1 jumps on the %2 (damage %3).</source>
        <translation>%1 wirft sich auf die Granate %2 (Schaden %3).</translation>
    </message>
    <message>
        <source>Chest (torso) and abdomen each take %1 × 5 = %2.</source>
        <translation>Brust (Rumpf) und Bauch erleiden je %1 × 5 = %2.</translation>
    </message>
    <message>
        <source>In the way: torso hits %1 + abdomen hits %2 + armour ID %3 + %4 = %5.</source>
        <translation>Im Weg: Treffer Rumpf %1 + Treffer Bauch %2 + Panzerung ID %3 + %4 = %5.</translation>
    </message>
    <message>
        <source>%1 − %2 = %3 left over; %3 ÷ 5 = %4 (rounded down) passes on to the others.</source>
        <translation>%1 − %2 = %3 bleiben übrig; %3 ÷ 5 = %4 (abgerundet) gehen an die anderen weiter.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>single</source>
        <translation>Einzelschuss</translation>
    </message>
    <message>
        <source>double</source>
        <translation>Doppelschuss</translation>
    </message>
    <message>
        <source>semi</source>
        <translation>Halbautomatik</translation>
    </message>
    <message>
        <source>burst</source>
        <translation>Feuerstoß</translation>
    </message>
    <message>
        <source>full</source>
        <translation>Dauerfeuer</translation>
    </message>
    <message>
        <source>optimum</source>
        <translation>optimal</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>long</source>
        <translation>weit</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrem</translation>
    </message>
    <message>
        <source>aimed</source>
        <translation>gezielt</translation>
    </message>
    <message>
        <source>wild</source>
        <translation>ungezielt</translation>
    </message>
    <message>
        <source>snap</source>
        <translation>Schnappschuss</translation>
    </message>
    <message>
        <source>%1 roll %2,%3,%4 + skill %5%6: total %7 against %8</source>
        <translation>Wurf auf %1 %2,%3,%4 + Fertigkeit %5%6: gesamt %7 gegen %8</translation>
    </message>
    <message>
        <source>%1 — failure by %2.</source>
        <translation>%1 — um %2 misslungen.</translation>
    </message>
    <message>
        <source>%1 — success; critical: success die %2 + %3 = %4.</source>
        <translation>%1 — Erfolg; kritisch: Erfolgswürfel %2 + %3 = %4.</translation>
    </message>
    <message>
        <source>%1 — success, success die value %2.</source>
        <translation>%1 — Erfolg, Wert des Erfolgswürfels %2.</translation>
    </message>
    <message>
        <source>%1 cannot fire full auto: suppressive fire sprays an area</source>
        <translation>%1 kann kein Dauerfeuer schießen: Deckungsfeuer bestreicht eine Fläche</translation>
    </message>
    <message>
        <source>weapon FA</source>
        <translation>FA der Waffe</translation>
    </message>
    <message>
        <source>armour DM</source>
        <translation>DM der Panzerung</translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation>Akrobatik</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Suppressive fire with %1 (FA %2); %3 crosses the area with %4.</source>
        <translation>Deckungsfeuer mit %1 (FA %2); %3 durchquert die Fläche mit %4.</translation>
    </message>
    <message>
        <source>Suppressive fire with %1 (FA %2) by %3; %4 crosses the area with %5.</source>
        <translation>Deckungsfeuer mit %1 (FA %2) von %3; %4 durchquert die Fläche mit %5.</translation>
    </message>
    <message>
        <source>Auto/Support</source>
        <translation>Auto/Support</translation>
    </message>
    <message>
        <source>Three ones: the weapon jams; no suppression, %1 crosses unharmed.</source>
        <translation>Drei Einsen: Ladehemmung; kein Deckungsfeuer, %1 kommt unverletzt durch.</translation>
    </message>
    <message>
        <source>No suppression: %1 crosses unharmed without a roll.</source>
        <translation>Kein Deckungsfeuer: %1 kommt ohne Wurf unverletzt durch.</translation>
    </message>
    <message>
        <source>The bar is %1.</source>
        <translation>Die Schwelle ist %1.</translation>
    </message>
    <message>
        <source>Success die value %1 above the bar %2: %3 crosses unharmed.</source>
        <translation>Wert des Erfolgswürfels %1 über der Schwelle %2: %3 kommt unverletzt durch.</translation>
    </message>
    <message>
        <source>Success, but success die value %1 is not above the bar %2: hit by one bullet, a wild shot at the standard aiming point %3.</source>
        <translation>Erfolg, aber der Wert des Erfolgswürfels %1 liegt nicht über der Schwelle %2: von einer Kugel getroffen, ein ungezielter Schuss auf den Standardzielpunkt %3.</translation>
    </message>
    <message>
        <source>Failure: hit by two bullets, a wild semi-auto hit (the second deviates from where the first landed).</source>
        <translation>Misserfolg: von zwei Kugeln getroffen, ein ungezielter Treffer in Halbautomatik (die zweite weicht von dort ab, wo die erste landete).</translation>
    </message>
    <message>
        <source>Bullet %1:</source>
        <translation>Kugel %1:</translation>
    </message>
    <message>
        <source>  %1</source>
        <translation>  %1</translation>
    </message>
    <message>
        <source>Round %1, phase %2: %3</source>
        <translation>Runde %1, Phase %2: %3</translation>
    </message>
    <message>
        <source>%1 action</source>
        <translation>%1 Aktion</translation>
    </message>
    <message>
        <source>%1 actions</source>
        <translation>%1 Aktionen</translation>
    </message>
    <message>
        <source>%1 wound</source>
        <translation>%1 Wunde</translation>
    </message>
    <message>
        <source>%1 wounds</source>
        <translation>%1 Wunden</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>there is no combatant %1 (the tracker has %2 combatant)</source>
        <translation>es gibt keinen Kämpfer %1 (der Tracker hat %2 Kämpfer)</translation>
    </message>
    <message>
        <source>there is no combatant %1 (the tracker has %2 combatants)</source>
        <translation>es gibt keinen Kämpfer %1 (der Tracker hat %2 Kämpfer)</translation>
    </message>
    <message>
        <source>%1&apos;s character is no longer in the session</source>
        <translation>die Figur von %1 ist nicht mehr in der Sitzung</translation>
    </message>
    <message>
        <source>%1 has no character sheet</source>
        <translation>%1 hat keinen Charakterbogen</translation>
    </message>
    <message>
        <source>the fight has not begun: start a round first</source>
        <translation>der Kampf hat nicht begonnen: zuerst eine Runde beginnen</translation>
    </message>
    <message>
        <source>round %1 is over: start the next round first</source>
        <translation>Runde %1 ist vorbei: zuerst die nächste Runde beginnen</translation>
    </message>
    <message>
        <source>%1 has no part in round %2 (joined after it began, or was out of the fight when it began)</source>
        <translation>%1 nimmt an Runde %2 nicht teil (kam nach ihrem Beginn dazu oder war bei ihrem Beginn außer Gefecht)</translation>
    </message>
    <message>
        <source>%1 is dead and cannot act</source>
        <translation>%1 ist tot und kann nicht handeln</translation>
    </message>
    <message>
        <source>%1 is unconscious and cannot act</source>
        <translation>%1 ist bewusstlos und kann nicht handeln</translation>
    </message>
    <message>
        <source>phase 1: %1, phase 2: %2, phase 3: %3</source>
        <translation>Phase 1: %1, Phase 2: %2, Phase 3: %3</translation>
    </message>
    <message>
        <source>%1 has no action planned in phase %2</source>
        <translation>%1 hat in Phase %2 keine Aktion geplant</translation>
    </message>
    <message>
        <source>%1 has taken its planned action in phase %2</source>
        <translation>%1 hat die geplante Aktion in Phase %2 schon genutzt</translation>
    </message>
    <message>
        <source>%1 has taken all its planned actions in phase %2</source>
        <translation>%1 hat alle geplanten Aktionen in Phase %2 schon genutzt</translation>
    </message>
    <message>
        <source>%1; its next is in phase %2</source>
        <translation>%1; die nächste ist in Phase %2</translation>
    </message>
    <message>
        <source>%1; it has no action left this round</source>
        <translation>%1; in dieser Runde bleibt keine Aktion mehr</translation>
    </message>
    <message>
        <source>%1 action left in this phase, %2 this round</source>
        <translation>%1 Aktion übrig in dieser Phase, %2 in dieser Runde</translation>
    </message>
    <message>
        <source>%1 actions left in this phase, %2 this round</source>
        <translation>%1 Aktionen übrig in dieser Phase, %2 in dieser Runde</translation>
    </message>
    <message>
        <source>unknown skill &apos;%1&apos;</source>
        <translation>unbekannte Fertigkeit „%1“</translation>
    </message>
    <message>
        <source>there is no character %1 in the session (it has %2)</source>
        <translation>es gibt keine Figur %1 in der Sitzung (sie hat %2)</translation>
    </message>
    <message>
        <source>character %1 has no character sheet</source>
        <translation>Figur %1 hat keinen Charakterbogen</translation>
    </message>
    <message>
        <source>%1 is already in the fight as %2</source>
        <translation>%1 ist schon als %2 im Kampf</translation>
    </message>
    <message>
        <source>a combatant is already called %1</source>
        <translation>ein Kämpfer heißt schon %1</translation>
    </message>
    <message>
        <source>%1 joins the fight and acts from round %2.</source>
        <translation>%1 tritt in den Kampf ein und handelt ab Runde %2.</translation>
    </message>
    <message>
        <source>%1 joins the fight.</source>
        <translation>%1 tritt in den Kampf ein.</translation>
    </message>
    <message>
        <source>%1 leaves the fight.</source>
        <translation>%1 verlässt den Kampf.</translation>
    </message>
    <message>
        <source>extra actions run from 0 to 9, not %1</source>
        <translation>Zusatzaktionen gehen von 0 bis 9, nicht %1</translation>
    </message>
    <message>
        <source>%1 has already taken %2 extra action this round</source>
        <translation>%1 hat in dieser Runde schon %2 Zusatzaktion genutzt</translation>
    </message>
    <message>
        <source>%1 has already taken %2 extra actions this round</source>
        <translation>%1 hat in dieser Runde schon %2 Zusatzaktionen genutzt</translation>
    </message>
    <message>
        <source>%1 has %2 extra action a round, to take in any phase.</source>
        <translation>%1 hat %2 Zusatzaktion je Runde, in jeder Phase nutzbar.</translation>
    </message>
    <message>
        <source>%1 has %2 extra actions a round, to take in any phase.</source>
        <translation>%1 hat %2 Zusatzaktionen je Runde, in jeder Phase nutzbar.</translation>
    </message>
    <message>
        <source>round %1 is still under way (phase %2): end its phases first</source>
        <translation>Runde %1 läuft noch (Phase %2): zuerst ihre Phasen beenden</translation>
    </message>
    <message>
        <source>there are no combatants: add some first</source>
        <translation>es gibt keine Kämpfer: zuerst welche hinzufügen</translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Runde %1 beginnt.</translation>
    </message>
    <message>
        <source>%1 is dead: no initiative and no actions this round.</source>
        <translation>%1 ist tot: keine Initiative und keine Aktionen in dieser Runde.</translation>
    </message>
    <message>
        <source>%1 is unconscious: no initiative and no actions this round.</source>
        <translation>%1 ist bewusstlos: keine Initiative und keine Aktionen in dieser Runde.</translation>
    </message>
    <message>
        <source> %1 for wounds</source>
        <translation> %1 für Wunden</translation>
    </message>
    <message>
        <source>%1: initiative %2 + %3 + %4 + INI %5%6 = %7; %8 (%9).</source>
        <translation>%1: Initiative %2 + %3 + %4 + INI %5%6 = %7; %8 (%9).</translation>
    </message>
    <message>
        <source>phase %1 cannot have fewer than 0 actions</source>
        <translation>Phase %1 kann nicht weniger als 0 Aktionen haben</translation>
    </message>
    <message>
        <source>phase %1 is over: its actions cannot be planned anew</source>
        <translation>Phase %1 ist vorbei: ihre Aktionen können nicht neu geplant werden</translation>
    </message>
    <message>
        <source>%1 has already taken %2 action in phase %3</source>
        <translation>%1 hat in Phase %3 schon %2 Aktion genutzt</translation>
    </message>
    <message>
        <source>%1 has already taken %2 actions in phase %3</source>
        <translation>%1 hat in Phase %3 schon %2 Aktionen genutzt</translation>
    </message>
    <message>
        <source>%1 has %2 action this round, and the plan spreads %3</source>
        <translation>%1 hat %2 Aktion in dieser Runde, und der Plan verteilt %3</translation>
    </message>
    <message>
        <source>%1 has %2 actions this round, and the plan spreads %3</source>
        <translation>%1 hat %2 Aktionen in dieser Runde, und der Plan verteilt %3</translation>
    </message>
    <message>
        <source>%1 plans %2.</source>
        <translation>%1 plant %2.</translation>
    </message>
    <message>
        <source>%1 takes an extra action (%2).</source>
        <translation>%1 nutzt eine Zusatzaktion (%2).</translation>
    </message>
    <message>
        <source>%1 acts (%2).</source>
        <translation>%1 handelt (%2).</translation>
    </message>
    <message>
        <source>%1 takes an extra action: %2 (%3).</source>
        <translation>%1 nutzt eine Zusatzaktion: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 acts: %2 (%3).</source>
        <translation>%1 handelt: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 holds an opportunity action, to act at any time later in phase %2.</source>
        <translation>%1 hält eine Gelegenheitsaktion zurück, um jederzeit später in Phase %2 zu handeln.</translation>
    </message>
    <message>
        <source>%1 holds no opportunity action in phase %2</source>
        <translation>%1 hält in Phase %2 keine Gelegenheitsaktion</translation>
    </message>
    <message>
        <source>%1 takes the opportunity action</source>
        <translation>%1 nutzt die Gelegenheitsaktion</translation>
    </message>
    <message>
        <source>%1 takes the opportunity action (the split&apos;s %2 at %3 rank)</source>
        <translation>%1 nutzt die Gelegenheitsaktion (%2 der geteilten Aktion mit %3 Rang)</translation>
    </message>
    <message>
        <source>%1 takes the opportunity action (the split&apos;s %2 at %3 ranks)</source>
        <translation>%1 nutzt die Gelegenheitsaktion (%2 der geteilten Aktion mit %3 Rängen)</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>the ranks of a split action are 0 or more</source>
        <translation>die Ränge einer geteilten Aktion sind 0 oder mehr</translation>
    </message>
    <message>
        <source>%1 has no rank in %2 to split</source>
        <translation>%1 hat keinen Rang in %2 zum Teilen</translation>
    </message>
    <message>
        <source>%1&apos;s %2 rank of %3 is the pool of the split: %4 + %5 = %6 is over it (§8)</source>
        <translation>der Rang %3 von %1 in %2 ist der Vorrat der geteilten Aktion: %4 + %5 = %6 liegt darüber (§8)</translation>
    </message>
    <message>
        <source>%1&apos;s %2 rank is %3: the secondary action gets at most that, not %4 (§8)</source>
        <translation>der Rang von %1 in %2 ist %3: die zweite Aktion bekommt höchstens so viel, nicht %4 (§8)</translation>
    </message>
    <message>
        <source>%1 splits an action: %2 at %3 and %4 at %5, from a pool of %6; %4 is held as an opportunity action (%7).</source>
        <translation>%1 teilt eine Aktion: %2 mit %3 und %4 mit %5, aus einem Vorrat von %6; %4 wird als Gelegenheitsaktion gehalten (%7).</translation>
    </message>
    <message>
        <source>%1 splits an action: %2 at %3 and %4 at %5, from a pool of %6 (%7).</source>
        <translation>%1 teilt eine Aktion: %2 mit %3 und %4 mit %5, aus einem Vorrat von %6 (%7).</translation>
    </message>
    <message>
        <source>%1 has no rank in Martial Arts</source>
        <translation>%1 hat keinen Rang in Martial Arts</translation>
    </message>
    <message>
        <source>%1 already attacks with Martial Arts in phase %2</source>
        <translation>%1 greift in Phase %2 schon mit Martial Arts an</translation>
    </message>
    <message>
        <source>%1 is already knocked back in phase %2</source>
        <translation>%1 ist in Phase %2 schon zurückgestoßen</translation>
    </message>
    <message>
        <source>%1 is already knocked down this round</source>
        <translation>%1 ist in dieser Runde schon umgeworfen</translation>
    </message>
    <message>
        <source>%1 draws quickly: initiative −3 for the rest of the round (now %2)</source>
        <translation>%1 zieht schnell: Initiative −3 für den Rest der Runde (jetzt %2)</translation>
    </message>
    <message>
        <source>%1 attacks with Martial Arts: initiative + %2 in this phase (now %3)</source>
        <translation>%1 greift mit Martial Arts an: Initiative + %2 in dieser Phase (jetzt %3)</translation>
    </message>
    <message>
        <source>%1 is knocked back: initiative 0 for the rest of this phase (now %2)</source>
        <translation>%1 wird zurückgestoßen: Initiative 0 für den Rest dieser Phase (jetzt %2)</translation>
    </message>
    <message>
        <source>%1 is knocked down: initiative 0 for the rest of the round (now %2)</source>
        <translation>%1 wird umgeworfen: Initiative 0 für den Rest der Runde (jetzt %2)</translation>
    </message>
    <message>
        <source>%1, and loses an extra action</source>
        <translation>%1, und verliert eine Zusatzaktion</translation>
    </message>
    <message>
        <source>%1, and loses the next action (phase %2)</source>
        <translation>%1, und verliert die nächste Aktion (Phase %2)</translation>
    </message>
    <message>
        <source>%1; no action is left to lose this round</source>
        <translation>%1; in dieser Runde bleibt keine Aktion zu verlieren</translation>
    </message>
    <message>
        <source>%1 lets %2 planned action go unused.</source>
        <translation>%1 lässt %2 geplante Aktion ungenutzt.</translation>
    </message>
    <message>
        <source>%1 lets %2 planned actions go unused.</source>
        <translation>%1 lässt %2 geplante Aktionen ungenutzt.</translation>
    </message>
    <message>
        <source>%1&apos;s opportunity action lapses unused.</source>
        <translation>Die Gelegenheitsaktion von %1 verfällt ungenutzt.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 opportunity actions lapse unused.</source>
        <translation>Die %2 Gelegenheitsaktionen von %1 verfallen ungenutzt.</translation>
    </message>
    <message>
        <source>Round %1, phase %2 begins.</source>
        <translation>Runde %1, Phase %2 beginnt.</translation>
    </message>
    <message>
        <source>End of round %1: %2</source>
        <translation>Ende der Runde %1: %2</translation>
    </message>
    <message>
        <source>1 hit every %1 rounds</source>
        <translation>1 Treffer alle %1 Runden</translation>
    </message>
    <message>
        <source>%1 hit every round</source>
        <translation>%1 Treffer jede Runde</translation>
    </message>
    <message>
        <source>%1 hits every round</source>
        <translation>%1 Treffer jede Runde</translation>
    </message>
    <message>
        <source>%1 bleeds %2 (%3: %4): %5; Incap %6 left.</source>
        <translation>%1 verliert durch Blutung %2 (%3: %4): %5; Incap %6 verbleibend.</translation>
    </message>
    <message>
        <source>%1 regenerates a wound (%2); %3 left.</source>
        <translation>%1 regeneriert eine Wunde (%2); %3 verbleibend.</translation>
    </message>
    <message>
        <source>%1 regenerates a wound; %2 left.</source>
        <translation>%1 regeneriert eine Wunde; %2 verbleibend.</translation>
    </message>
    <message>
        <source>%1 regenerates a hit:.</source>
        <translation>%1 regeneriert einen Treffer.</translation>
    </message>
    <message>
        <source>%1 regenerates a hit: %2 %3 of %4, Incap %5 of %6.</source>
        <translation>%1 regeneriert einen Treffer: %2 %3 von %4, Incap %5 von %6.</translation>
    </message>
    <message>
        <source>%1 regenerates a hit: %2 %3 of %4.</source>
        <translation>%1 regeneriert einen Treffer: %2 %3 von %4.</translation>
    </message>
    <message>
        <source>%1 regenerates a hit: Incap %2 of %3.</source>
        <translation>%1 regeneriert einen Treffer: Incap %2 von %3.</translation>
    </message>
    <message>
        <source>Round %1 ends.</source>
        <translation>Runde %1 endet.</translation>
    </message>
    <message>
        <source>%1 hex</source>
        <translation>%1 Feld</translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation>%1 Felder</translation>
    </message>
    <message>
        <source>1 (upper right)</source>
        <translation>1 (oben rechts)</translation>
    </message>
    <message>
        <source>2 (lower right)</source>
        <translation>2 (unten rechts)</translation>
    </message>
    <message>
        <source>3 (down)</source>
        <translation>3 (unten)</translation>
    </message>
    <message>
        <source>4 (lower left)</source>
        <translation>4 (unten links)</translation>
    </message>
    <message>
        <source>5 (upper left)</source>
        <translation>5 (oben links)</translation>
    </message>
    <message>
        <source>6 (up)</source>
        <translation>6 (oben)</translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation>%1, %2 %3</translation>
    </message>
    <message>
        <source>The target is unconscious.</source>
        <translation>Das Ziel ist bewusstlos.</translation>
    </message>
    <message>
        <source>The target is dead.</source>
        <translation>Das Ziel ist tot.</translation>
    </message>
    <message>
        <source>The target is ok.</source>
        <translation>Dem Ziel geht es gut.</translation>
    </message>
    <message>
        <source>%1 is unconscious.</source>
        <translation>%1 ist bewusstlos.</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 ist tot.</translation>
    </message>
    <message>
        <source>%1 is ok.</source>
        <translation>%1 geht es wieder gut.</translation>
    </message>
    <message>
        <source>empty space: a miss</source>
        <translation>leerer Raum: ein Fehlschuss</translation>
    </message>
    <message>
        <source>Vevaphon in natural state: kinetic DAM halved to %1.</source>
        <translation>Vevaphon in natürlicher Gestalt: kinetischer DAM auf %1 halbiert.</translation>
    </message>
    <message>
        <source>%1: no armour with ID left; PEN %2, DAM %3 goes straight through.</source>
        <translation>%1: keine Panzerung mit ID übrig; PEN %2, DAM %3 geht glatt durch.</translation>
    </message>
    <message>
        <source>%1: PEN %2 against PV %3 (%4) penetrates; body takes %5 of DAM %6; armour ID %7 → %8.</source>
        <translation>%1: PEN %2 gegen PV %3 (%4) durchschlägt; der Körper erleidet %5 von DAM %6; Panzerung ID %7 → %8.</translation>
    </message>
    <message>
        <source>%1: PEN %2 against PV %3 (%4) is stopped; armour ID %5 → %6, no damage to the body.</source>
        <translation>%1: PEN %2 gegen PV %3 (%4) wird aufgehalten; Panzerung ID %5 → %6, kein Schaden am Körper.</translation>
    </message>
    <message>
        <source>Bruising damage %1 on the Incap track.</source>
        <translation>Prellungsschaden %1 auf der Incap-Leiste.</translation>
    </message>
    <message>
        <source>%1 hits left %2 (%3), Incap left %4.</source>
        <translation>%1 verbleibende Treffer %2 (%3), Incap verbleibend %4.</translation>
    </message>
    <message>
        <source>A wound: damage above the wound threshold (−1 to all rolls per wound, bleeding).</source>
        <translation>Eine Wunde: Schaden über der Wundschwelle (−1 auf alle Würfe je Wunde, Blutung).</translation>
    </message>
    <message>
        <source>PEN below PHYS: the bullet is stuck in the torso and must be extracted.</source>
        <translation>PEN unter PHYS: die Kugel steckt im Rumpf und muss entfernt werden.</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 is above twice PHYS %2: knocked down, loses a full round; PHYS test to stay conscious.</source>
        <translation>Rückstoß: DAM %1 liegt über doppelter PHYS %2: umgeworfen, verliert eine ganze Runde; PHYS-Probe, um bei Bewusstsein zu bleiben.</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 above PHYS %2: PHYS test at %3 or knocked down.</source>
        <translation>Rückstoß: DAM %1 über PHYS %2: PHYS-Probe mit %3, sonst umgeworfen.</translation>
    </message>
    <message>
        <source>Vevaphon CONC test %1,%2,%3 + %4 %5 = %6: holds its PV %7.</source>
        <translation>Vevaphon-CONC-Probe %1,%2,%3 + %4 %5 = %6: hält seinen PV %7.</translation>
    </message>
    <message>
        <source>Vevaphon CONC test %1,%2,%3 + %4 %5 = %6: fails, PV falls to %7.</source>
        <translation>Vevaphon-CONC-Probe %1,%2,%3 + %4 %5 = %6: misslingt, PV fällt auf %7.</translation>
    </message>
    <message>
        <source>%1, melee attack.</source>
        <translation>%1, Nahkampfangriff.</translation>
    </message>
    <message>
        <source>%1, %2 shot at %3 range, effective RCL %4 (firing stance).</source>
        <translation>%1, Schuss %2 auf Reichweite %3, effektiver RCL %4 (Anschlag).</translation>
    </message>
    <message>
        <source>%1, %2 shot at %3 range, effective RCL %4.</source>
        <translation>%1, Schuss %2 auf Reichweite %3, effektiver RCL %4.</translation>
    </message>
    <message>
        <source> (%1d6 = %2 %3)</source>
        <translation> (%1W6 = %2 %3)</translation>
    </message>
    <message>
        <source> (%1d6 = %2)</source>
        <translation> (%1W6 = %2)</translation>
    </message>
    <message>
        <source>Full auto: %1 rounds%2; %3 deviations may be influenced.</source>
        <translation>Dauerfeuer: %1 Schuss%2; %3 Abweichungen dürfen beeinflusst werden.</translation>
    </message>
    <message>
        <source>Burst: %1 rounds%2; %3 deviations may be influenced.</source>
        <translation>Feuerstoß: %1 Schuss%2; %3 Abweichungen dürfen beeinflusst werden.</translation>
    </message>
    <message>
        <source>Roll %1,%2,%3 + skill %4%5: total %6 against %7 — hit.</source>
        <translation>Wurf %1,%2,%3 + Fertigkeit %4%5: gesamt %6 gegen %7 — Treffer.</translation>
    </message>
    <message>
        <source>Roll %1,%2,%3 + skill %4%5: total %6 against %7 — miss by %8.</source>
        <translation>Wurf %1,%2,%3 + Fertigkeit %4%5: gesamt %6 gegen %7 — um %8 verfehlt.</translation>
    </message>
    <message>
        <source>Under fire: COOL test total %1.</source>
        <translation>Unter Beschuss: COOL-Probe gesamt %1.</translation>
    </message>
    <message>
        <source>Semi-auto: %1 shots (%2 allowed).</source>
        <translation>Halbautomatik: %1 Schüsse (%2 erlaubt).</translation>
    </message>
    <message>
        <source>Shot %1:</source>
        <translation>Schuss %1:</translation>
    </message>
    <message>
        <source>The fire walks on to target %1: this bullet strays into the space between and hits nothing.</source>
        <translation>Das Feuer schwenkt weiter auf Ziel %1: diese Kugel geht in den Raum dazwischen und trifft nichts.</translation>
    </message>
    <message>
        <source>On target %1 the fire starts at a random aiming point, %2.</source>
        <translation>Auf Ziel %1 beginnt das Feuer an einem zufälligen Zielpunkt, %2.</translation>
    </message>
    <message>
        <source>Direction %1, influenced %2 to %3: %4 from %5 to %6: %7.</source>
        <translation>Richtung %1, beeinflusst %2 zu %3: %4 von %5 nach %6: %7.</translation>
    </message>
    <message>
        <source>Direction %1: %2 from %3 to %4: %5.</source>
        <translation>Richtung %1: %2 von %3 nach %4: %5.</translation>
    </message>
    <message>
        <source>Three ones: the weapon jams; no shot.</source>
        <translation>Drei Einsen: Ladehemmung; kein Schuss.</translation>
    </message>
    <message>
        <source>The attack misses.</source>
        <translation>Der Angriff verfehlt.</translation>
    </message>
    <message>
        <source>A clean miss.</source>
        <translation>Ein glatter Fehlschuss.</translation>
    </message>
    <message>
        <source>Hit spread %1 − aiming points %2 → deviation %3.</source>
        <translation>Trefferstreuung %1 − Zielpunkte %2 → Abweichung %3.</translation>
    </message>
    <message>
        <source>Missed shot: deviation %1 (effective RCL + missed by).</source>
        <translation>Verfehlter Schuss: Abweichung %1 (effektiver RCL + Fehlbetrag).</translation>
    </message>
    <message>
        <source>Missed shot: deviation %1 (effective RCL + missed by + %2 shot).</source>
        <translation>Verfehlter Schuss: Abweichung %1 (effektiver RCL + Fehlbetrag + Schuss %2).</translation>
    </message>
    <message>
        <source>Direction %1: %2 from %3 to %4.</source>
        <translation>Richtung %1: %2 von %3 nach %4.</translation>
    </message>
    <message>
        <source>Lands on %1: %2.</source>
        <translation>Landet auf %1: %2.</translation>
    </message>
    <message>
        <source>The template covers %1 and %2 location.</source>
        <translation>Die Schablone deckt %1 und %2 Trefferzone ab.</translation>
    </message>
    <message>
        <source>The template covers %1 and %2 locations.</source>
        <translation>Die Schablone deckt %1 und %2 Trefferzonen ab.</translation>
    </message>
    <message>
        <source>Recoil far above STR: the firing arm takes %1 bruising.</source>
        <translation>Rückstoß weit über STR: der Schussarm erleidet %1 Prellung.</translation>
    </message>
    <message>
        <source>no ruleset is loaded</source>
        <translation>es ist kein Regelwerk geladen</translation>
    </message>
    <message>
        <source>%1 m is beyond the extreme range of %2 (%3 m).</source>
        <translation>%1 m liegen jenseits der extremen Reichweite von %2 (%3 m).</translation>
    </message>
    <message>
        <source>The ruleset has no modifier &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keinen Modifikator „%1“.</translation>
    </message>
    <message>
        <source>%1 does not help full-automatic fire.</source>
        <translation>%1 hilft bei Dauerfeuer nicht.</translation>
    </message>
    <message>
        <source>At most %1 dodge or parry dice can meet one attack, not %2.</source>
        <translation>Höchstens %1 Ausweich- oder Paradewürfel können einem Angriff begegnen, nicht %2.</translation>
    </message>
    <message>
        <source>%1 has %2 dodge or parry dice left this turn, not %3.</source>
        <translation>%1 hat in diesem Zug noch %2 Ausweich- oder Paradewürfel, nicht %3.</translation>
    </message>
    <message>
        <source>The ruleset has no weapon &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keine Waffe „%1“.</translation>
    </message>
    <message>
        <source>%1 cannot fire %2.</source>
        <translation>%1 kann nicht %2 feuern.</translation>
    </message>
    <message>
        <source>Fire mode %1 allows %2 attacks a turn, not %3.</source>
        <translation>Feuermodus %1 erlaubt %2 Angriffe pro Zug, nicht %3.</translation>
    </message>
    <message>
        <source>A scope helps only an aimed attack: add the modifier aiming.</source>
        <translation>Ein Zielfernrohr hilft nur bei einem gezielten Angriff: den Modifikator aiming hinzufügen.</translation>
    </message>
    <message>
        <source>%1 is a melee weapon: no range and no scope.</source>
        <translation>%1 ist eine Nahkampfwaffe: keine Reichweite und kein Zielfernrohr.</translation>
    </message>
    <message>
        <source>The ruleset has no grenade &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keine Granate „%1“.</translation>
    </message>
    <message>
        <source>Where is %1? Give a position or a distance.</source>
        <translation>Wo steht %1? Bitte eine Position oder eine Entfernung angeben.</translation>
    </message>
    <message>
        <source>Damage %1d6: %2 = %3 against resistance %4d6 (pain resistance %5 + armour %6%7): %8 = %9.</source>
        <translation>Schaden %1W6: %2 = %3 gegen Widerstand %4W6 (Schmerzresistenz %5 + Panzerung %6%7): %8 = %9.</translation>
    </message>
    <message>
        <source>%1 resists: no wounds, stunned for the rest of the turn (−1 to every roll).</source>
        <translation>%1 widersteht: keine Wunden, für den Rest des Zuges betäubt (−1 auf jeden Wurf).</translation>
    </message>
    <message>
        <source>Skill %1%2: %3d6.</source>
        <translation>Fertigkeit %1%2: %3W6.</translation>
    </message>
    <message>
        <source>%1 spends %2 dodge or parry dice: %3 = %4; difficulty %5 + %4 = %6.</source>
        <translation>%1 setzt %2 Ausweich- oder Paradewürfel ein: %3 = %4; Schwierigkeit %5 + %4 = %6.</translation>
    </message>
    <message>
        <source>Roll %1 = %2 against %3: %4.</source>
        <translation>Wurf %1 = %2 gegen %3: %4.</translation>
    </message>
    <message>
        <source>%1, %2, %3 range: difficulty %4.</source>
        <translation>%1, %2, Reichweite %3: Schwierigkeit %4.</translation>
    </message>
    <message>
        <source>%1, melee: difficulty %2.</source>
        <translation>%1, Nahkampf: Schwierigkeit %2.</translation>
    </message>
    <message>
        <source>Attack %1:</source>
        <translation>Angriff %1:</translation>
    </message>
    <message>
        <source>%1 thrown at %2 range: difficulty %3.</source>
        <translation>%1 auf Reichweite %2 geworfen: Schwierigkeit %3.</translation>
    </message>
    <message>
        <source>Missed: it lands %1 m off (%2), direction %3.</source>
        <translation>Daneben: sie landet %1 m entfernt (%2), Richtung %3.</translation>
    </message>
    <message>
        <source>It lands where it was thrown.</source>
        <translation>Sie landet, wohin sie geworfen wurde.</translation>
    </message>
    <message>
        <source>%1, %2 m away: outside the blast.</source>
        <translation>%1, %2 m entfernt: außerhalb der Explosion.</translation>
    </message>
    <message>
        <source>%1, %2 m away: %3 damage range, difficulty %4, damage level %5.</source>
        <translation>%1, %2 m entfernt: Schadensbereich %3, Schwierigkeit %4, Schadensstufe %5.</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <source>&apos;orientation&apos; must be flat-top (the only one Hitspread draws)</source>
        <translation>&apos;orientation&apos; muss flat-top sein (die einzige, die Hitspread zeichnet)</translation>
    </message>
    <message>
        <source>&apos;offset&apos; must be odd-q (odd columns sit half a hex lower)</source>
        <translation>&apos;offset&apos; muss odd-q sein (ungerade Spalten sitzen ein halbes Hexfeld tiefer)</translation>
    </message>
    <message>
        <source>location id</source>
        <translation>Id der Trefferzone</translation>
    </message>
    <message>
        <source>duplicate location id &apos;%1&apos;</source>
        <translation>doppelte Id der Trefferzone &apos;%1&apos;</translation>
    </message>
    <message>
        <source>location &apos;%1&apos;</source>
        <translation>Trefferzone &apos;%1&apos;</translation>
    </message>
    <message>
        <source>legend key &apos;%1&apos; must be one character other than &apos;.&apos;</source>
        <translation>Legendenschlüssel &apos;%1&apos; muss ein einzelnes Zeichen außer &apos;.&apos; sein</translation>
    </message>
    <message>
        <source>duplicate legend glyph &apos;%1&apos;</source>
        <translation>doppeltes Legendenzeichen &apos;%1&apos;</translation>
    </message>
    <message>
        <source>legend entry &apos;%1&apos;</source>
        <translation>Legendeneintrag &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown location &apos;%1&apos; in %2</source>
        <translation>%2: unbekannte Trefferzone &apos;%1&apos;</translation>
    </message>
    <message>
        <source>duplicate sub-location id &apos;%1&apos;</source>
        <translation>doppelte Id der Teilzone &apos;%1&apos;</translation>
    </message>
    <message>
        <source>rows must hold at least one row</source>
        <translation>rows muss mindestens eine Zeile enthalten</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>ragged rows: row %1 has %2 glyphs, row 1 has %3</source>
        <translation>ungleiche Zeilen: Zeile %1 hat %2 Zeichen, Zeile 1 hat %3</translation>
    </message>
    <message>
        <source>glyph &apos;%1&apos; in row %2 at column %3 is not in the legend</source>
        <translation>Zeichen &apos;%1&apos; in Zeile %2, Spalte %3 steht nicht in der Legende</translation>
    </message>
    <message>
        <source>location &apos;%1&apos; has no hexes in rows</source>
        <translation>Trefferzone &apos;%1&apos; hat keine Hexfelder in rows</translation>
    </message>
    <message>
        <source>legend glyph &apos;%1&apos; (%2) is used by no hex in rows</source>
        <translation>Legendenzeichen &apos;%1&apos; (%2) wird von keinem Hexfeld in rows verwendet</translation>
    </message>
    <message>
        <source>&apos;standard_aim&apos; &apos;%1&apos; is not a hex label like K14</source>
        <translation>&apos;standard_aim&apos; &apos;%1&apos; ist keine Hexfeldbezeichnung wie K14</translation>
    </message>
    <message>
        <source>&apos;standard_aim&apos; %1 is not a body hex</source>
        <translation>&apos;standard_aim&apos; %1 ist kein Hexfeld des Körpers</translation>
    </message>
    <message>
        <source>&apos;lower_third_row&apos; %1 is past the last row (%2, 0-based)</source>
        <translation>&apos;lower_third_row&apos; %1 liegt hinter der letzten Zeile (%2, ab 0 gezählt)</translation>
    </message>
    <message>
        <source>unknown skill &apos;%1&apos; (ruleset.yaml lists the skills)</source>
        <translation>unbekannte Fertigkeit &apos;%1&apos; (ruleset.yaml listet die Fertigkeiten)</translation>
    </message>
    <message>
        <source>skill &apos;%1&apos;</source>
        <translation>Fertigkeit &apos;%1&apos;</translation>
    </message>
    <message>
        <source>duplicate skill &apos;%1&apos;</source>
        <translation>doppelte Fertigkeit &apos;%1&apos;</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <source>unknown advantage &apos;%1&apos; (ruleset.yaml lists the advantages)</source>
        <translation>unbekannter Vorteil &apos;%1&apos; (ruleset.yaml listet die Vorteile)</translation>
    </message>
    <message>
        <source>unknown location &apos;%1&apos; in hits</source>
        <translation>unbekannte Trefferzone &apos;%1&apos; in hits</translation>
    </message>
    <message>
        <source>hits of %1</source>
        <translation>Treffer von %1</translation>
    </message>
    <message>
        <source>hits lacks the location &apos;%1&apos;</source>
        <translation>in hits fehlt die Trefferzone &apos;%1&apos;</translation>
    </message>
    <message>
        <source>an armour entry</source>
        <translation>ein Panzerungseintrag</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <source>unknown armour &apos;%1&apos;</source>
        <translation>unbekannte Panzerung &apos;%1&apos;</translation>
    </message>
    <message>
        <source>only Vevaphon natural armour takes a chosen pv; &apos;%1&apos; has PV %2</source>
        <translation>nur natürliche Vevaphon-Panzerung nimmt einen gewählten pv an; &apos;%1&apos; hat PV %2</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>%1 must list 4 distances (short, medium, long, extreme), not %2</source>
        <translation>%1 muss 4 Entfernungen auflisten (short, medium, long, extreme), nicht %2</translation>
    </message>
    <message>
        <source>%1 entry %2</source>
        <translation>%1, Eintrag %2</translation>
    </message>
    <message>
        <source>%1 must grow from band to band</source>
        <translation>%1 muss von Bereich zu Bereich wachsen</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not one of the ruleset&apos;s skills</source>
        <translation>%1 &apos;%2&apos; ist keine Fertigkeit des Regelwerks</translation>
    </message>
    <message>
        <source>fire mode &apos;%1&apos;</source>
        <translation>Feuermodus &apos;%1&apos;</translation>
    </message>
    <message>
        <source>modifier id</source>
        <translation>Id des Modifikators</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos;</source>
        <translation>Modifikator &apos;%1&apos;</translation>
    </message>
    <message>
        <source>duplicate %1</source>
        <translation>doppelt: %1</translation>
    </message>
    <message>
        <source>%1 must be a damage level like 6 or str+1, not &apos;%2&apos;</source>
        <translation>%1 muss eine Schadensstufe wie 6 oder str+1 sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation>eine Waffe</translation>
    </message>
    <message>
        <source>weapon id</source>
        <translation>Id der Waffe</translation>
    </message>
    <message>
        <source>duplicate weapon id &apos;%1&apos;</source>
        <translation>doppelte Id der Waffe &apos;%1&apos;</translation>
    </message>
    <message>
        <source>weapon &apos;%1&apos;</source>
        <translation>Waffe &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 kind must be firearm, melee or thrown, not &apos;%2&apos;</source>
        <translation>%1: kind muss firearm, melee oder thrown sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 lacks the key &apos;ranges&apos; (only melee weapons have none)</source>
        <translation>%1: der Schlüssel &apos;ranges&apos; fehlt (nur Nahkampfwaffen haben keinen)</translation>
    </message>
    <message>
        <source>%1 mode</source>
        <translation>%1, Modus</translation>
    </message>
    <message>
        <source>%1 mode must be single, semi or full, not &apos;%2&apos;</source>
        <translation>%1: Modus muss single, semi oder full sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 mode &apos;%2&apos; is not under the ruleset&apos;s fire_modes</source>
        <translation>%1: Modus &apos;%2&apos; steht nicht unter fire_modes des Regelwerks</translation>
    </message>
    <message>
        <source>a grenade</source>
        <translation>eine Granate</translation>
    </message>
    <message>
        <source>grenade id</source>
        <translation>Id der Granate</translation>
    </message>
    <message>
        <source>duplicate grenade id &apos;%1&apos;</source>
        <translation>doppelte Id der Granate &apos;%1&apos;</translation>
    </message>
    <message>
        <source>grenade &apos;%1&apos;</source>
        <translation>Granate &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 damage range</source>
        <translation>%1, Schadensbereich</translation>
    </message>
    <message>
        <source>%1 damage range band</source>
        <translation>%1, Band des Schadensbereichs</translation>
    </message>
    <message>
        <source>%1 damage range band must be short, medium, long or extreme, not &apos;%2&apos;</source>
        <translation>%1: Band des Schadensbereichs muss short, medium, long oder extreme sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 damage_ranges must grow: each up_to beyond the one before</source>
        <translation>%1: damage_ranges muss wachsen: jedes up_to über dem vorigen</translation>
    </message>
    <message>
        <source>%1 damage_ranges lists no range</source>
        <translation>%1: damage_ranges listet keinen Bereich</translation>
    </message>
    <message>
        <source>an armour</source>
        <translation>eine Panzerung</translation>
    </message>
    <message>
        <source>armour id</source>
        <translation>Id der Panzerung</translation>
    </message>
    <message>
        <source>duplicate armour id &apos;%1&apos;</source>
        <translation>doppelte Id der Panzerung &apos;%1&apos;</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>no such character file</source>
        <translation>keine solche Charakterdatei</translation>
    </message>
    <message>
        <source>skill id</source>
        <translation>Id der Fertigkeit</translation>
    </message>
    <message>
        <source>duplicate skill id &apos;%1&apos;</source>
        <translation>doppelte Id der Fertigkeit &apos;%1&apos;</translation>
    </message>
    <message>
        <source>skills lacks &apos;%1&apos; (the rules roll it; rule_skills may name another)</source>
        <translation>in skills fehlt &apos;%1&apos; (die Regeln würfeln darauf; rule_skills kann eine andere nennen)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no character file: &apos;%2.yaml&apos;</source>
        <translation>&apos;%1&apos; nennt keine Charakterdatei: &apos;%2.yaml&apos;</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;</source>
        <translation>&apos;%1&apos; erwartet</translation>
    </message>
    <message>
        <source>divide only by a whole number above 0</source>
        <translation>nur durch eine ganze Zahl über 0 teilen</translation>
    </message>
    <message>
        <source>number too large</source>
        <translation>Zahl zu groß</translation>
    </message>
    <message>
        <source>ceil takes a division: ceil(a / b)</source>
        <translation>ceil nimmt eine Division: ceil(a / b)</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes &apos;%1&apos;</translation>
    </message>
    <message>
        <source>formula ends too early</source>
        <translation>Formel endet zu früh</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; must be +N, -N, *N or /N</source>
        <translation>%1 &apos;%2&apos; muss +N, -N, *N oder /N sein</translation>
    </message>
    <message>
        <source>ammo id</source>
        <translation>Id der Munition</translation>
    </message>
    <message>
        <source>duplicate ammo id &apos;%1&apos;</source>
        <translation>doppelte Id der Munition &apos;%1&apos;</translation>
    </message>
    <message>
        <source>ammo &apos;%1&apos;</source>
        <translation>Munition &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 load must be bullet, shot or slug, not &apos;%2&apos;</source>
        <translation>%1: load muss bullet, shot oder slug sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown weapon kind &apos;%1&apos; (pistol, rifle, smg, shotgun, rotary, support, melee, thrown)</source>
        <translation>unbekannte Waffenart &apos;%1&apos; (pistol, rifle, smg, shotgun, rotary, support, melee, thrown)</translation>
    </message>
    <message>
        <source>unknown skill &apos;%1&apos; in %2 (ruleset.yaml lists the skills)</source>
        <translation>%2: unbekannte Fertigkeit &apos;%1&apos; (ruleset.yaml listet die Fertigkeiten)</translation>
    </message>
    <message>
        <source>%1 is a firearm and needs an &apos;rng&apos; above 0</source>
        <translation>%1 ist eine Schusswaffe und braucht ein &apos;rng&apos; über 0</translation>
    </message>
    <message>
        <source>unknown fire mode &apos;%1&apos; (single, double, semi, burst, full)</source>
        <translation>unbekannter Feuermodus &apos;%1&apos; (single, double, semi, burst, full)</translation>
    </message>
    <message>
        <source>%1 fires bursts and needs &apos;burst&apos; of 2 or more</source>
        <translation>%1 schießt Feuerstöße und braucht &apos;burst&apos; von 2 oder mehr</translation>
    </message>
    <message>
        <source>unknown ammo &apos;%1&apos; in %2</source>
        <translation>%2: unbekannte Munition &apos;%1&apos;</translation>
    </message>
    <message>
        <source>armour &apos;%1&apos;</source>
        <translation>Panzerung &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 natural must be xeno or vevaphon, not &apos;%2&apos;</source>
        <translation>%1: natural muss xeno oder vevaphon sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 is worn armour: &apos;id_per_hit&apos; belongs to natural armour</source>
        <translation>%1 ist getragene Panzerung: &apos;id_per_hit&apos; gehört zu natürlicher Panzerung</translation>
    </message>
    <message>
        <source>%1 lacks &apos;id_by_location&apos; (the ID of each location it covers)</source>
        <translation>%1: &apos;id_by_location&apos; fehlt (die ID jeder Trefferzone, die sie deckt)</translation>
    </message>
    <message>
        <source>%1 ID of %2</source>
        <translation>%1, ID von %2</translation>
    </message>
    <message>
        <source>%1 is natural armour: its ID follows the location&apos;s hits</source>
        <translation>%1 ist natürliche Panzerung: ihre ID folgt den Treffern der Trefferzone</translation>
    </message>
    <message>
        <source>%1: a Vevaphon&apos;s ID is ceil(PV / 2) × hits, not a fixed id_per_hit</source>
        <translation>%1: die ID eines Vevaphon ist ceil(PV / 2) × Treffer, kein festes id_per_hit</translation>
    </message>
    <message>
        <source>%1 type must be frag, blast, smoke or flash, not &apos;%2&apos;</source>
        <translation>%1: type muss frag, blast, smoke oder flash sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2, not &apos;%3&apos;</source>
        <translation>&apos;%1&apos; muss %2 sein, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>shooter profile</source>
        <translation>Schützenprofil</translation>
    </message>
    <message>
        <source>single, double, semi, burst or full</source>
        <translation>single, double, semi, burst oder full</translation>
    </message>
    <message>
        <source>optimum, medium, long or extreme</source>
        <translation>optimum, medium, long oder extreme</translation>
    </message>
    <message>
        <source>aimed, wild or snap</source>
        <translation>aimed, wild oder snap</translation>
    </message>
    <message>
        <source>standing, diving, prone, kneeling or down</source>
        <translation>standing, diving, prone, kneeling oder down</translation>
    </message>
    <message>
        <source>an influence</source>
        <translation>eine Beeinflussung</translation>
    </message>
    <message>
        <source>a walk step</source>
        <translation>ein Wanderschritt</translation>
    </message>
    <message>
        <source>&apos;pay&apos; must be influence or stray, not &apos;%1&apos;</source>
        <translation>&apos;pay&apos; muss influence oder stray sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;influence_policy&apos; must be none, toward_aim or ask, not &apos;%1&apos;</source>
        <translation>&apos;influence_policy&apos; muss none, toward_aim oder ask sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;target&apos; &apos;%1&apos; is not a hex (a label like K14, or col,row)</source>
        <translation>&apos;target&apos; &apos;%1&apos; ist kein Hexfeld (eine Bezeichnung wie K14 oder Spalte,Zeile)</translation>
    </message>
    <message>
        <source>&apos;impact&apos; &apos;%1&apos; is not a hex (a label like K30, or col,row)</source>
        <translation>&apos;impact&apos; &apos;%1&apos; ist kein Hexfeld (eine Bezeichnung wie K30 oder Spalte,Zeile)</translation>
    </message>
    <message>
        <source>a distance</source>
        <translation>eine Entfernung</translation>
    </message>
    <message>
        <source>%1 must list %2 numbers, not %3</source>
        <translation>%1 muss %2 Zahlen auflisten, nicht %3</translation>
    </message>
    <message>
        <source>&apos;difficulty_applies_to&apos; must be target or roll, not &apos;%1&apos;</source>
        <translation>&apos;difficulty_applies_to&apos; muss target oder roll sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;burst_damage_dice&apos; must be shared or per_bullet, not &apos;%1&apos;</source>
        <translation>&apos;burst_damage_dice&apos; muss shared oder per_bullet sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 id</source>
        <translation>%1: Id</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;</source>
        <translation>%1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>duplicate %1 id &apos;%2&apos;</source>
        <translation>doppelte Id &apos;%2&apos; (%1)</translation>
    </message>
    <message>
        <source>derived value name</source>
        <translation>Name des abgeleiteten Werts</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>derived value &apos;%1&apos; is defined twice or names a stat or a skill</source>
        <translation>abgeleiteter Wert &apos;%1&apos; ist doppelt definiert oder benennt ein Attribut oder eine Fertigkeit</translation>
    </message>
    <message>
        <source>formula of &apos;%1&apos;: %2</source>
        <translation>Formel von &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>formula of &apos;%1&apos; uses &apos;%2&apos;, which is neither a stat, a skill nor a derived value defined above it</source>
        <translation>Formel von &apos;%1&apos; verwendet &apos;%2&apos;, das weder ein Attribut noch eine Fertigkeit noch ein darüber definierter abgeleiteter Wert ist</translation>
    </message>
    <message>
        <source>derived lacks &apos;%1&apos; (the rules need it)</source>
        <translation>in derived fehlt &apos;%1&apos; (die Regeln brauchen es)</translation>
    </message>
    <message>
        <source>no such ruleset folder</source>
        <translation>kein solcher Regelwerksordner</translation>
    </message>
    <message>
        <source>range_bands must grow from band to band</source>
        <translation>range_bands muss von Bereich zu Bereich wachsen</translation>
    </message>
    <message>
        <source>%1 is %2, outside %3 to %4</source>
        <translation>%1 ist %2, außerhalb von %3 bis %4</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 0 to %2, not %3</source>
        <translation>%1 muss eine ganze Zahl von 0 bis %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>duplicate location &apos;%1&apos;</source>
        <translation>doppelte Trefferzone &apos;%1&apos;</translation>
    </message>
    <message>
        <source>location %1</source>
        <translation>Trefferzone %1</translation>
    </message>
    <message>
        <source>wounds of %1</source>
        <translation>Wunden von %1</translation>
    </message>
    <message>
        <source>stuck bullets of %1</source>
        <translation>steckende Kugeln von %1</translation>
    </message>
    <message>
        <source>locations lacks the location &apos;%1&apos;</source>
        <translation>in locations fehlt die Trefferzone &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not cover the location &apos;%2&apos;</source>
        <translation>&apos;%1&apos; deckt die Trefferzone &apos;%2&apos; nicht</translation>
    </message>
    <message>
        <source>ID left on %1</source>
        <translation>verbleibende ID an %1</translation>
    </message>
    <message>
        <source>id_left lacks the location &apos;%1&apos;, which &apos;%2&apos; covers</source>
        <translation>in id_left fehlt die Trefferzone &apos;%1&apos;, die &apos;%2&apos; deckt</translation>
    </message>
    <message>
        <source>armour lists %1 piece, but the sheet wears %2</source>
        <translation>armour listet %1 Stück, aber der Bogen trägt %2</translation>
    </message>
    <message>
        <source>armour lists %1 pieces, but the sheet wears %2</source>
        <translation>armour listet %1 Stücke, aber der Bogen trägt %2</translation>
    </message>
    <message>
        <source>armour entry %1</source>
        <translation>Panzerungseintrag %1</translation>
    </message>
    <message>
        <source>%1 is &apos;%2&apos;, but the sheet wears &apos;%3&apos; there</source>
        <translation>%1 ist &apos;%2&apos;, aber der Bogen trägt dort &apos;%3&apos;</translation>
    </message>
    <message>
        <source>pv of %1</source>
        <translation>pv von %1</translation>
    </message>
    <message>
        <source>log entry %1</source>
        <translation>Protokolleintrag %1</translation>
    </message>
    <message>
        <source>%1 needs either &apos;request&apos; (a shot) or &apos;grenade&apos; (a grenade), not both</source>
        <translation>%1 braucht entweder &apos;request&apos; (ein Schuss) oder &apos;grenade&apos; (eine Granate), nicht beides</translation>
    </message>
    <message>
        <source>%1 needs either &apos;request&apos; (a shot) or &apos;grenade&apos; (a grenade), and has neither</source>
        <translation>%1 braucht entweder &apos;request&apos; (ein Schuss) oder &apos;grenade&apos; (eine Granate) und hat keins von beiden</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>Würfel %1</translation>
    </message>
    <message>
        <source>a further target</source>
        <translation>ein weiteres Ziel</translation>
    </message>
    <message>
        <source>%1 does not replay: %2 die left over (%3)</source>
        <translation>%1 lässt sich nicht nachspielen: %2 Würfel übrig (%3)</translation>
    </message>
    <message>
        <source>%1 does not replay: %2 dice left over (%3)</source>
        <translation>%1 lässt sich nicht nachspielen: %2 Würfel übrig (%3)</translation>
    </message>
    <message>
        <source>%1 does not replay: %2</source>
        <translation>%1 lässt sich nicht nachspielen: %2</translation>
    </message>
    <message>
        <source>not enough dice: die %1 (%2) is missing</source>
        <translation>nicht genug Würfel: Würfel %1 (%2) fehlt</translation>
    </message>
    <message>
        <source>the file is empty, not a Hitspread session</source>
        <translation>die Datei ist leer, keine Hitspread-Sitzung</translation>
    </message>
    <message>
        <source>the file lacks the key &apos;hitspread_session&apos;: it is not a Hitspread session</source>
        <translation>der Datei fehlt der Schlüssel &apos;hitspread_session&apos;: sie ist keine Hitspread-Sitzung</translation>
    </message>
    <message>
        <source>this session was written by a newer Hitspread (format %1); this version reads format %2</source>
        <translation>diese Sitzung wurde von einem neueren Hitspread geschrieben (Format %1); diese Version liest Format %2</translation>
    </message>
    <message>
        <source>the file lacks the key &apos;ruleset&apos;</source>
        <translation>der Datei fehlt der Schlüssel &apos;ruleset&apos;</translation>
    </message>
    <message>
        <source>session is for ruleset &apos;%1&apos;, but &apos;%2&apos; is loaded</source>
        <translation>die Sitzung ist für das Regelwerk &apos;%1&apos;, aber &apos;%2&apos; ist geladen</translation>
    </message>
    <message>
        <source>the scene holds at most three further targets</source>
        <translation>die Szene fasst höchstens drei weitere Ziele</translation>
    </message>
    <message>
        <source>YAML syntax: %1</source>
        <translation>YAML-Syntax: %1</translation>
    </message>
    <message>
        <source>%1 must list %2 numbers, one per phase, not %3</source>
        <translation>%1 muss %2 Zahlen auflisten, eine je Phase, nicht %3</translation>
    </message>
    <message>
        <source>a held action</source>
        <translation>eine zurückgehaltene Aktion</translation>
    </message>
    <message>
        <source>&apos;ranks&apos; belongs to the held secondary action of a split: it needs a &apos;skill&apos;</source>
        <translation>&apos;ranks&apos; gehört zur zurückgehaltenen Zweitaktion einer geteilten Aktion: es braucht ein &apos;skill&apos;</translation>
    </message>
    <message>
        <source>a split action</source>
        <translation>eine geteilte Aktion</translation>
    </message>
    <message>
        <source>an initiative change</source>
        <translation>eine Initiativeänderung</translation>
    </message>
    <message>
        <source>&apos;effect&apos; must be quick_draw, martial_arts, knocked_back or knocked_down, not &apos;%1&apos;</source>
        <translation>&apos;effect&apos; muss quick_draw, martial_arts, knocked_back oder knocked_down sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the plan spreads %1 actions, but %2 has %3 this round</source>
        <translation>der Plan verteilt %1 Aktionen, aber %2 hat in dieser Runde %3</translation>
    </message>
    <message>
        <source>%1 took %2 actions in phase %3, more than the %4 planned</source>
        <translation>%1 hat in Phase %3 %2 Aktionen genommen, mehr als die %4 geplanten</translation>
    </message>
    <message>
        <source>%1 took %2 extra actions but has %3</source>
        <translation>%1 hat %2 Zusatzaktionen genommen, hat aber %3</translation>
    </message>
    <message>
        <source>a round is open, but &apos;round&apos; is 0</source>
        <translation>eine Runde ist offen, aber &apos;round&apos; ist 0</translation>
    </message>
    <message>
        <source>a combatant</source>
        <translation>ein Kampfteilnehmer</translation>
    </message>
    <message>
        <source>two combatants are called %1</source>
        <translation>zwei Kampfteilnehmer heißen %1</translation>
    </message>
    <message>
        <source>&apos;character&apos; is %1, but the session has %2 characters (0 the shooter, 1 the target, 2 and on the further targets)</source>
        <translation>&apos;character&apos; ist %1, aber die Sitzung hat %2 Charaktere (0 der Schütze, 1 das Ziel, ab 2 die weiteren Ziele)</translation>
    </message>
    <message>
        <source>character %1 is already the combatant %2</source>
        <translation>Charakter %1 ist bereits der Kampfteilnehmer %2</translation>
    </message>
    <message>
        <source>%1 has a round&apos;s actions, but no round has begun</source>
        <translation>%1 hat Aktionen einer Runde, aber keine Runde hat begonnen</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>cannot open the file</source>
        <translation>die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 must be a mapping (key: value), not %2</source>
        <translation>%1 muss eine Zuordnung (Schlüssel: Wert) sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 must be a list, not %2</source>
        <translation>%1 muss eine Liste sein, nicht %2</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos; in %2</source>
        <translation>%2: doppelter Schlüssel &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2 (known: %3)</source>
        <translation>%2: unbekannter Schlüssel &apos;%1&apos; (bekannt: %3)</translation>
    </message>
    <message>
        <source>%1 lacks the key &apos;%2&apos;</source>
        <translation>%1: der Schlüssel &apos;%2&apos; fehlt</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not %2</source>
        <translation>%1 muss eine ganze Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 must be a number, not %2</source>
        <translation>%1 muss eine Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 must be text, not %2</source>
        <translation>%1 muss Text sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; is not an id (lower case letters, digits, - and _)</source>
        <translation>%1 &apos;%2&apos; ist keine Id (Kleinbuchstaben, Ziffern, - und _)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false, not %2</source>
        <translation>&apos;%1&apos; muss true oder false sein, nicht %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names &apos;%2&apos;, which does not exist</source>
        <translation>&apos;%1&apos; nennt &apos;%2&apos;, das es nicht gibt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>success die</source>
        <translation>Erfolgswürfel</translation>
    </message>
    <message>
        <source>damage die</source>
        <translation>Schadenswürfel</translation>
    </message>
    <message>
        <source>penetration die</source>
        <translation>Durchschlagswürfel</translation>
    </message>
    <message>
        <source>burst length die</source>
        <translation>Würfel für die Feuerstoßlänge</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>Richtungswürfel</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>Entfernungswürfel</translation>
    </message>
    <message>
        <source>aiming point direction</source>
        <translation>Richtungswürfel des Zielpunkts</translation>
    </message>
    <message>
        <source>aiming point distance</source>
        <translation>Entfernungswürfel des Zielpunkts</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>Initiativewürfel</translation>
    </message>
    <message>
        <source>stat test die</source>
        <translation>Würfel der Attributsprobe</translation>
    </message>
    <message>
        <source>stat test success die</source>
        <translation>Erfolgswürfel der Attributsprobe</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Betäubt</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <source>Wounded twice</source>
        <translation>Zweimal verwundet</translation>
    </message>
    <message>
        <source>Incapacitated</source>
        <translation>Kampfunfähig</translation>
    </message>
    <message>
        <source>Mortally wounded</source>
        <translation>Tödlich verwundet</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>%1: the ruleset has no character &apos;%2&apos;.</source>
        <translation>%1: Das Regelwerk kennt keinen Charakter „%2“.</translation>
    </message>
    <message>
        <source>The scene has no figure %1 (%2).</source>
        <translation>Die Szene hat keine Figur %1 (%2).</translation>
    </message>
    <message>
        <source>the attacker</source>
        <translation>der Angreifer</translation>
    </message>
    <message>
        <source>%1 cannot act: %2.</source>
        <translation>%1 kann nicht handeln: %2.</translation>
    </message>
    <message>
        <source>%1 is thrown at a point on the ground, not at a figure.</source>
        <translation>%1 wird auf einen Punkt am Boden geworfen, nicht auf eine Figur.</translation>
    </message>
    <message>
        <source>%1 is not a thrown weapon.</source>
        <translation>%1 ist keine Wurfwaffe.</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>%1 cannot attack himself.</source>
        <translation>%1 kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <source>%1 reaches %2 m, not %3 m.</source>
        <translation>%1 reicht %2 m weit, nicht %3 m.</translation>
    </message>
    <message>
        <source>%1 m is beyond the long range of %2 (%3 m).</source>
        <translation>%1 m liegen jenseits der langen Reichweite von %2 (%3 m).</translation>
    </message>
    <message>
        <source>The ruleset has no difficulty level &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keine Schwierigkeitsstufe „%1“.</translation>
    </message>
    <message>
        <source>%1 is not a %2 difficulty number (%3 to %4).</source>
        <translation>%1 ist keine Schwierigkeitszahl der Stufe %2 (%3 bis %4).</translation>
    </message>
    <message>
        <source>A dodge is regular or full, not both.</source>
        <translation>Ausweichen ist normal oder voll, nicht beides.</translation>
    </message>
    <message>
        <source>A target hides behind one protection, not %1 and %2.</source>
        <translation>Ein Ziel verbirgt sich hinter einem Schutz, nicht hinter %1 und %2.</translation>
    </message>
    <message>
        <source>The ruleset has no situation &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keine Situation „%1“.</translation>
    </message>
    <message>
        <source>%1 and %2 cannot both apply.</source>
        <translation>%1 und %2 können nicht zugleich gelten.</translation>
    </message>
    <message>
        <source>%1: the target cannot be hit until the protection is removed.</source>
        <translation>%1: Das Ziel kann nicht getroffen werden, bis der Schutz beseitigt ist.</translation>
    </message>
    <message>
        <source>Behind %1 the target needs a cover situation too (how much of it is covered).</source>
        <translation>Hinter %1 braucht das Ziel auch eine Deckungssituation (wie viel von ihm gedeckt ist).</translation>
    </message>
    <message>
        <source>%1 cannot dodge: %2.</source>
        <translation>%1 kann nicht ausweichen: %2.</translation>
    </message>
    <message>
        <source>Body %1 (%2: %3) beats damage %4: no damage.</source>
        <translation>Körper %1 (%2: %3) übertrifft Schaden %4: kein Schaden.</translation>
    </message>
    <message>
        <source>Damage %1 against Body %2 (%3: %4): %5 over, %6; now %7, and stun %8 of %9 Body dice knocks out for 2D minutes.</source>
        <translation>Schaden %1 gegen Körper %2 (%3: %4): %5 darüber, %6; jetzt %7, und Betäubung %8 von %9 Körperwürfeln macht für 2D Minuten bewusstlos.</translation>
    </message>
    <message>
        <source>Damage %1 against Body %2 (%3: %4): %5 over, %6; now %7.</source>
        <translation>Schaden %1 gegen Körper %2 (%3: %4): %5 darüber, %6; jetzt %7.</translation>
    </message>
    <message>
        <source>Damage %1: %2 = %3.</source>
        <translation>Schaden %1: %2 = %3.</translation>
    </message>
    <message>
        <source>%1 at %2 m (%3): %4, difficulty number %5.</source>
        <translation>%1 auf %2 m (%3): %4, Schwierigkeitszahl %5.</translation>
    </message>
    <message>
        <source>Dodge %1: %2 = %3, the new difficulty number.</source>
        <translation>Ausweichen %1: %2 = %3, die neue Schwierigkeitszahl.</translation>
    </message>
    <message>
        <source>Full dodge %1: %2 = %3 added: %4.</source>
        <translation>Volles Ausweichen %1: %2 = %3 dazu: %4.</translation>
    </message>
    <message>
        <source>%1 %2: %3 = %4, difficulty %5.</source>
        <translation>%1 %2: %3 = %4, Schwierigkeit %5.</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>%1 %2: %3 = %4, difficulty %5 (%6 without the cover).</source>
        <translation>%1 %2: %3 = %4, Schwierigkeit %5 (%6 ohne die Deckung).</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 = %4 against %5.</source>
        <translation>%1 würfelt %2: %3 = %4 gegen %5.</translation>
    </message>
    <message>
        <source>Hit.</source>
        <translation>Treffer.</translation>
    </message>
    <message>
        <source>Miss.</source>
        <translation>Daneben.</translation>
    </message>
    <message>
        <source>Missed.</source>
        <translation>Verfehlt.</translation>
    </message>
    <message>
        <source>The cover is hit; it gives no protection named, so the target is missed.</source>
        <translation>Die Deckung wird getroffen; da kein Schutz angegeben ist, ist das Ziel verfehlt.</translation>
    </message>
    <message>
        <source>The shot hit the cover.</source>
        <translation>Der Schuss traf die Deckung.</translation>
    </message>
    <message>
        <source>The cover is hit: %1, body %2.</source>
        <translation>Die Deckung wird getroffen: %1, Körper %2.</translation>
    </message>
    <message>
        <source>%1 holds: %2 against damage %3, no damage.</source>
        <translation>%1 hält: %2 gegen Schaden %3, kein Schaden.</translation>
    </message>
    <message>
        <source>%1 (%2) is damaged, %3 over: nothing gets through.</source>
        <translation>%1 (%2) wird beschädigt, %3 darüber: nichts kommt durch.</translation>
    </message>
    <message>
        <source>%1 (%2) is damaged, %3 over: %4D gets through.</source>
        <translation>%1 (%2) wird beschädigt, %3 darüber: %4D kommen durch.</translation>
    </message>
    <message>
        <source>%1 (%2) is broken, %3 over: the full damage %4 gets through.</source>
        <translation>%1 (%2) bricht, %3 darüber: der volle Schaden %4 kommt durch.</translation>
    </message>
    <message>
        <source>Missed: direction %1, %2 m off (%3): it lands at %4.</source>
        <translation>Daneben: Richtung %1, %2 m abweichend (%3): sie landet auf %4.</translation>
    </message>
    <message>
        <source>It lands where it was thrown, at %1.</source>
        <translation>Sie landet, wohin sie geworfen wurde: auf %1.</translation>
    </message>
    <message>
        <source>%1, %2 m from the burst: ring %3, damage %4.</source>
        <translation>%1, %2 m vom Explosionspunkt: Ring %3, Schaden %4.</translation>
    </message>
    <message>
        <source>The ruleset has no character &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keinen Charakter „%1“.</translation>
    </message>
    <message>
        <source>%1 must be dice like +1D, -1D or +2D+1, not &apos;%2&apos;</source>
        <translation>%1 muss Würfel wie +1D, -1D oder +2D+1 angeben, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a die code like 4D or 3D+2, not &apos;%2&apos;</source>
        <translation>%1 muss ein Würfelcode wie 4D oder 3D+2 sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be ranges like 3-10/30/120, not &apos;%2&apos;</source>
        <translation>%1 muss Reichweiten wie 3-10/30/120 angeben, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must grow from band to band, not &apos;%2&apos;</source>
        <translation>%1 muss von Bereich zu Bereich wachsen, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>duplicate %1 &apos;%2&apos;</source>
        <translation>doppelt: %1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>difficulty level</source>
        <translation>Schwierigkeitsstufe</translation>
    </message>
    <message>
        <source>difficulty level &apos;%1&apos;</source>
        <translation>Schwierigkeitsstufe &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 has no top (&apos;to&apos;), so it needs a &apos;number&apos;</source>
        <translation>%1 hat keine Obergrenze (&apos;to&apos;) und braucht deshalb eine &apos;number&apos;</translation>
    </message>
    <message>
        <source>%1 must start above the level before it</source>
        <translation>%1 muss über der vorigen Stufe beginnen</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>%1: the id is the engine&apos;s own</source>
        <translation>%1: die Id ist dem Regelsystem selbst vorbehalten</translation>
    </message>
    <message>
        <source>%1 lacks the key &apos;dice&apos; (only one that blocks has none)</source>
        <translation>%1: der Schlüssel &apos;dice&apos; fehlt (nur ein blockierender hat keinen)</translation>
    </message>
    <message>
        <source>%1 row %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1 must grow: each up_to beyond the one before</source>
        <translation>%1 muss wachsen: jedes up_to über dem vorigen</translation>
    </message>
    <message>
        <source>%1 must end with a row without up_to (and beyond)</source>
        <translation>%1 muss mit einer Zeile ohne up_to enden (für alles darüber)</translation>
    </message>
    <message>
        <source>%1 skill &apos;%2&apos; is neither a skill nor an attribute of the ruleset</source>
        <translation>%1: skill &apos;%2&apos; ist weder eine Fertigkeit noch ein Attribut des Regelwerks</translation>
    </message>
    <message>
        <source>%1 damage must be a die code like 4D or %2+1D, not &apos;%3&apos;</source>
        <translation>%1: damage muss ein Würfelcode wie 4D oder %2+1D sein, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 difficulty &apos;%2&apos; is not one of the difficulty levels</source>
        <translation>%1: difficulty &apos;%2&apos; ist keine der Schwierigkeitsstufen</translation>
    </message>
    <message>
        <source>%1 is a firearm: its difficulty comes from the range</source>
        <translation>%1 ist eine Schusswaffe: ihre Schwierigkeit ergibt sich aus der Reichweite</translation>
    </message>
    <message>
        <source>%1 lacks the key &apos;difficulty&apos; (melee and thrown weapons have one)</source>
        <translation>%1: der Schlüssel &apos;difficulty&apos; fehlt (Nahkampf- und Wurfwaffen haben einen)</translation>
    </message>
    <message>
        <source>%1 is a melee weapon: no ranges (it has a reach)</source>
        <translation>%1 ist eine Nahkampfwaffe: keine ranges (sie hat eine reach)</translation>
    </message>
    <message>
        <source>%1: only a melee weapon has a reach</source>
        <translation>%1: nur eine Nahkampfwaffe hat eine reach</translation>
    </message>
    <message>
        <source>%1: only a thrown weapon has a blast</source>
        <translation>%1: nur eine Wurfwaffe hat einen blast</translation>
    </message>
    <message>
        <source>%1 blast ring</source>
        <translation>%1, Explosionsring</translation>
    </message>
    <message>
        <source>%1 blast damage</source>
        <translation>%1, Explosionsschaden</translation>
    </message>
    <message>
        <source>%1 blast rings must grow: each up_to beyond the one before</source>
        <translation>%1: die Explosionsringe müssen wachsen: jedes up_to über dem vorigen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of the ruleset&apos;s attributes</source>
        <translation>&apos;%1&apos; ist kein Attribut des Regelwerks</translation>
    </message>
    <message>
        <source>skill &apos;%1&apos; is not one of the ruleset&apos;s skills</source>
        <translation>Fertigkeit &apos;%1&apos; ist keine Fertigkeit des Regelwerks</translation>
    </message>
    <message>
        <source>attributes lacks &apos;%1&apos; (%2)</source>
        <translation>in attributes fehlt &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <source>attribute id</source>
        <translation>Id des Attributs</translation>
    </message>
    <message>
        <source>attribute &apos;%1&apos;</source>
        <translation>Attribut &apos;%1&apos;</translation>
    </message>
    <message>
        <source>duplicate attribute &apos;%1&apos;</source>
        <translation>doppeltes Attribut &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 attribute &apos;%2&apos; is not one of the ruleset&apos;s attributes</source>
        <translation>%1: attribute &apos;%2&apos; ist kein Attribut des Regelwerks</translation>
    </message>
    <message>
        <source>attributes lacks &apos;%1&apos; (damage is resisted with it; rule_skills body may name another)</source>
        <translation>in attributes fehlt &apos;%1&apos; (damit wird Schaden widerstanden; rule_skills body kann ein anderes nennen)</translation>
    </message>
    <message>
        <source>skills lacks &apos;%1&apos; (reactions roll it; rule_skills dodge may name another)</source>
        <translation>in skills fehlt &apos;%1&apos; (Reaktionen würfeln darauf; rule_skills dodge kann eine andere nennen)</translation>
    </message>
    <message>
        <source>range_difficulty %1: &apos;%2&apos; is not one of the difficulty levels</source>
        <translation>range_difficulty %1: &apos;%2&apos; ist keine der Schwierigkeitsstufen</translation>
    </message>
    <message>
        <source>range_difficulty is needed: the difficulty levels have no &apos;%1&apos;</source>
        <translation>range_difficulty wird gebraucht: die Schwierigkeitsstufen haben kein &apos;%1&apos;</translation>
    </message>
    <message>
        <source>wound_table result must be stunned, wounded, wounded_twice, incapacitated, mortally_wounded or killed, not &apos;%1&apos;</source>
        <translation>wound_table result muss stunned, wounded, wounded_twice, incapacitated, mortally_wounded oder killed sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>protection_table through must be none, full or dice like 4D, not &apos;%1&apos;</source>
        <translation>protection_table through muss none, full oder Würfel wie 4D sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>protection</source>
        <translation>Schutz</translation>
    </message>
    <message>
        <source>protection &apos;%1&apos; has the id of a situation; ids must differ</source>
        <translation>Schutz &apos;%1&apos; hat die Id einer Situation; Ids müssen sich unterscheiden</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>Health %1 of %2, %3</source>
        <translation>Gesundheit %1 von %2, %3</translation>
    </message>
    <message>
        <source>Health %1 of %2</source>
        <translation>Gesundheit %1 von %2</translation>
    </message>
    <message>
        <source>The scene has no %1 (figure %2).</source>
        <translation>Die Szene hat keine Figur %2 (%1).</translation>
    </message>
    <message>
        <source>%1 is unconscious (health %2) and cannot act.</source>
        <translation>%1 ist bewusstlos (Gesundheit %2) und kann nicht handeln.</translation>
    </message>
    <message>
        <source>shooter</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1 cannot attack themselves.</source>
        <translation>%1 kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <source>Unknown fire mode &apos;%1&apos;.</source>
        <translation>Unbekannter Feuermodus „%1“.</translation>
    </message>
    <message>
        <source>%1 is %2 m away: a melee attack reaches 1 m.</source>
        <translation>%1 ist %2 m entfernt: ein Nahkampfangriff reicht 1 m weit.</translation>
    </message>
    <message>
        <source>%1 is %2 m away, beyond the extreme range of %3.</source>
        <translation>%1 ist %2 m entfernt, jenseits der extremen Reichweite von %3.</translation>
    </message>
    <message>
        <source>thrower</source>
        <translation>Werfer</translation>
    </message>
    <message>
        <source>The intended point is %1 m away, beyond the extreme range of %2 (%3 m).</source>
        <translation>Der Zielpunkt ist %1 m entfernt, jenseits der extremen Reichweite von %2 (%3 m).</translation>
    </message>
    <message>
        <source>outside the blast</source>
        <translation>außerhalb der Explosion</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>resists: stunned</source>
        <translation>widersteht: betäubt</translation>
    </message>
    <message>
        <source>Nobody throws: the scene has no figure %1.</source>
        <translation>Niemand wirft: Die Szene hat keine Figur %1.</translation>
    </message>
    <message>
        <source>%1 m is out of reach of &apos;%2&apos;.</source>
        <translation>%1 m liegen außer Reichweite von „%2“.</translation>
    </message>
    <message>
        <source>scatter direction must be hex_d6 or clock_d12, not &apos;%1&apos;</source>
        <translation>scatter direction muss hex_d6 oder clock_d12 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>scatter distance: unknown range band &apos;%1&apos; (the bands are %2)</source>
        <translation>scatter distance: unbekannter Entfernungsbereich &apos;%1&apos; (die Bereiche sind %2)</translation>
    </message>
    <message>
        <source>scatter distance %1</source>
        <translation>scatter distance %1</translation>
    </message>
    <message>
        <source>scatter distance lacks the range band &apos;%1&apos;</source>
        <translation>in scatter distance fehlt der Entfernungsbereich &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: unknown character &apos;%2&apos; (the ruleset has: %3)</source>
        <translation>%1: unbekannter Charakter &apos;%2&apos; (das Regelwerk hat: %3)</translation>
    </message>
    <message>
        <source>%1 state &apos;%2&apos;</source>
        <translation>%1, Zustand &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 figure %2</source>
        <translation>%1, Figur %2</translation>
    </message>
    <message>
        <source>%1: the name &apos;%2&apos; is taken by another figure</source>
        <translation>%1: den Namen &apos;%2&apos; trägt schon eine andere Figur</translation>
    </message>
    <message>
        <source>%1: unknown weapon &apos;%2&apos; (the ruleset has: %3)</source>
        <translation>%1: unbekannte Waffe &apos;%2&apos; (das Regelwerk hat: %3)</translation>
    </message>
    <message>
        <source>%1: weapon &apos;%2&apos; has no fire mode &apos;%3&apos; (it has none)</source>
        <translation>%1: Waffe &apos;%2&apos; hat keinen Feuermodus &apos;%3&apos; (sie hat keinen)</translation>
    </message>
    <message>
        <source>%1: weapon &apos;%2&apos; has no fire mode &apos;%3&apos; (it has: %4)</source>
        <translation>%1: Waffe &apos;%2&apos; hat keinen Feuermodus &apos;%3&apos; (sie hat: %4)</translation>
    </message>
    <message>
        <source>%1: unknown situation &apos;%2&apos; (the ruleset has: %3)</source>
        <translation>%1: unbekannte Situation &apos;%2&apos; (das Regelwerk hat: %3)</translation>
    </message>
    <message>
        <source>%1: situation &apos;%2&apos; is listed twice</source>
        <translation>%1: Situation &apos;%2&apos; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1: unknown option &apos;%2&apos; (this action has none)</source>
        <translation>%1: unbekannte Option &apos;%2&apos; (diese Aktion hat keine)</translation>
    </message>
    <message>
        <source>%1: unknown option &apos;%2&apos; (this action has: %3)</source>
        <translation>%1: unbekannte Option &apos;%2&apos; (diese Aktion hat: %3)</translation>
    </message>
    <message>
        <source>%1 option &apos;%2&apos;</source>
        <translation>%1, Option &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 die %2</source>
        <translation>%1, Würfel %2</translation>
    </message>
    <message>
        <source>the file is empty, not a Hitspread ground map session</source>
        <translation>die Datei ist leer, keine Hitspread-Bodenkartensitzung</translation>
    </message>
    <message>
        <source>the file lacks the key &apos;hitspread_ground_session&apos;: it is not a Hitspread ground map session</source>
        <translation>der Datei fehlt der Schlüssel &apos;hitspread_ground_session&apos;: sie ist keine Hitspread-Bodenkartensitzung</translation>
    </message>
    <message>
        <source>ruleset &apos;%1&apos; plays on the body hex diagram, not on the ground map</source>
        <translation>das Regelwerk &apos;%1&apos; spielt auf dem Hexfeld-Körperdiagramm, nicht auf der Bodenkarte</translation>
    </message>
    <message>
        <source>&apos;log_entries&apos; is %1, but the log holds %2 entries: the file is cut short or was edited</source>
        <translation>&apos;log_entries&apos; ist %1, aber das Protokoll enthält %2 Einträge: die Datei ist abgeschnitten oder wurde bearbeitet</translation>
    </message>
    <message>
        <source>the file is not a Hitspread ground map session</source>
        <translation>die Datei ist keine Hitspread-Bodenkartensitzung</translation>
    </message>
    <message>
        <source>&apos;%1&apos; reaches Range %2, not Range %3.</source>
        <translation>„%1“ reicht bis Reichweite %2, nicht bis Reichweite %3.</translation>
    </message>
    <message>
        <source>Not possible: the target&apos;s Size %1 is less than Range %2.</source>
        <translation>Nicht möglich: Die Größe %1 des Ziels ist kleiner als Reichweite %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no fire mode &apos;%2&apos;.</source>
        <translation>„%1“ hat keinen Feuermodus „%2“.</translation>
    </message>
    <message>
        <source>The ruleset has no fire mode &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keinen Feuermodus „%1“.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice.</source>
        <translation>„%1“ ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>%1 does not apply to a melee attack.</source>
        <translation>%1 gilt nicht für einen Nahkampfangriff.</translation>
    </message>
    <message>
        <source>%1 applies only to a melee attack.</source>
        <translation>%1 gilt nur für einen Nahkampfangriff.</translation>
    </message>
    <message>
        <source>%1 needs a figure as the target, not a point on the ground.</source>
        <translation>%1 braucht eine Figur als Ziel, keinen Punkt am Boden.</translation>
    </message>
    <message>
        <source>One attack is %1 or %2, not both.</source>
        <translation>Ein Angriff ist %1 oder %2, nicht beides.</translation>
    </message>
    <message>
        <source>With &quot;Book 1&quot; cover, cover is a value 1–6, not %1.</source>
        <translation>Bei Deckung nach „Book 1“ ist Deckung ein Wert von 1–6, nicht %1.</translation>
    </message>
    <message>
        <source>The target is behind %1 or %2, not both.</source>
        <translation>Das Ziel steht hinter %1 oder hinter %2, nicht hinter beidem.</translation>
    </message>
    <message>
        <source>An attack cannot be both cautious and hasty.</source>
        <translation>Ein Angriff kann nicht zugleich vorsichtig und überhastet sein.</translation>
    </message>
    <message>
        <source>%1 needs autofire, snap fire or suppressing fire: aimed fire is single shot.</source>
        <translation>%1 braucht Automatikfeuer, Schnappschüsse oder Deckungsfeuer: gezieltes Feuer ist Einzelschuss.</translation>
    </message>
    <message>
        <source>target Size %1</source>
        <translation>Zielgröße %1</translation>
    </message>
    <message>
        <source>With &quot;Book 1&quot; cover, cover is a value 1–6, not a wall&apos;s TL.</source>
        <translation>Bei Deckung nach „Book 1“ ist Deckung ein Wert von 1–6, nicht der TL einer Wand.</translation>
    </message>
    <message>
        <source>The target is behind %1 or a wall of TL %2, not both.</source>
        <translation>Das Ziel steht hinter %1 oder hinter einer Wand mit TL %2, nicht hinter beidem.</translation>
    </message>
    <message>
        <source>This ruleset takes cover as armour, not as a value 1–6.</source>
        <translation>Dieses Regelwerk wertet Deckung als Panzerung, nicht als Wert von 1–6.</translation>
    </message>
    <message>
        <source>able</source>
        <translation>handlungsfähig</translation>
    </message>
    <message>
        <source>%1: %2D%3, at least %4D: %5D below %6.</source>
        <translation>%1: %2D%3, mindestens %4D: %5D unter %6.</translation>
    </message>
    <message>
        <source>%1: %2D%3 = %4D below %5.</source>
        <translation>%1: %2D%3 = %4D unter %5.</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <source>Roll %1 = %2, %3 for cover and armour = %4 against %5: %6.</source>
        <translation>Wurf %1 = %2, %3 für Deckung und Panzerung = %4 gegen %5: %6.</translation>
    </message>
    <message>
        <source>Damage: Pen %1, dice %2.</source>
        <translation>Schaden: Pen %1, Würfel %2.</translation>
    </message>
    <message>
        <source>&quot;Book 1&quot; cover: the armour is in the roll; each die at half value.</source>
        <translation>Deckung nach „Book 1“: Die Panzerung steckt schon im Wurf; jeder Würfel zählt halb.</translation>
    </message>
    <message>
        <source>Armour %1 meets %2 (Pen counts twice): %3 left, %4.</source>
        <translation>Panzerung %1 trifft auf %2 (Pen zählt doppelt): %3 übrig, %4.</translation>
    </message>
    <message>
        <source>overcome</source>
        <translation>überwunden</translation>
    </message>
    <message>
        <source>holding</source>
        <translation>hält</translation>
    </message>
    <message>
        <source>On penetration %1 more: %2.</source>
        <translation>Bei Durchschlag %1 Würfel mehr: %2.</translation>
    </message>
    <message>
        <source>Die %1 picks %2: %3 takes %4, %5 → %6.</source>
        <translation>Würfel %1 wählt %2: %3 erleidet %4, %5 → %6.</translation>
    </message>
    <message>
        <source>%1 takes no damage.</source>
        <translation>%1 erleidet keinen Schaden.</translation>
    </message>
    <message>
        <source>%1 is %2.</source>
        <translation>%1 ist %2.</translation>
    </message>
    <message>
        <source>Str %1 of %2, Dex %3 of %4, End %5 of %6</source>
        <translation>Str %1 von %2, Dex %3 von %4, End %5 von %6</translation>
    </message>
    <message>
        <source>%1, stunned this round</source>
        <translation>%1, in dieser Runde betäubt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not thrown or launched.</source>
        <translation>„%1“ wird weder geworfen noch verschossen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is thrown at a point on the ground.</source>
        <translation>„%1“ wird auf einen Punkt am Boden geworfen.</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot attack.</source>
        <translation>%1 ist %2 und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>%1 was hit by a hasty attack and cannot attack for the rest of this combat round.</source>
        <translation>%1 wurde von einem überhasteten Angriff getroffen und kann für den Rest dieser Kampfrunde nicht angreifen.</translation>
    </message>
    <message>
        <source>%1 cannot attack themself.</source>
        <translation>%1 kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <source>%1 m is beyond the last range band (%2 m).</source>
        <translation>%1 m liegen jenseits des letzten Entfernungsbereichs (%2 m).</translation>
    </message>
    <message>
        <source>A new combat round: stuns end.</source>
        <translation>Eine neue Kampfrunde: Betäubungen enden.</translation>
    </message>
    <message>
        <source>Cautious: this attack is rolled in the next combat round.</source>
        <translation>Vorsichtig: Dieser Angriff wird in der nächsten Kampfrunde gewürfelt.</translation>
    </message>
    <message>
        <source>Attack %1 of %2 on %3</source>
        <translation>Angriff %1 von %2 auf %3</translation>
    </message>
    <message>
        <source>Attack on %1</source>
        <translation>Angriff auf %1</translation>
    </message>
    <message>
        <source>Hasty: %1 cannot attack or operate equipment for the rest of this combat round.</source>
        <translation>Überhastet: %1 kann für den Rest dieser Kampfrunde weder angreifen noch Ausrüstung bedienen.</translation>
    </message>
    <message>
        <source>Throw of %1</source>
        <translation>Wurf mit %1</translation>
    </message>
    <message>
        <source>It lands %1 m off, direction %2, at %3.</source>
        <translation>Sie landet %1 m daneben, Richtung %2, auf %3.</translation>
    </message>
    <message>
        <source>Blast on %1 at %2 m (%3)</source>
        <translation>Explosion bei %1 auf %2 m (%3)</translation>
    </message>
    <message>
        <source>a range band</source>
        <translation>ein Entfernungsbereich</translation>
    </message>
    <message>
        <source>range band id</source>
        <translation>Id des Entfernungsbereichs</translation>
    </message>
    <message>
        <source>duplicate range band &apos;%1&apos;</source>
        <translation>doppelter Entfernungsbereich &apos;%1&apos;</translation>
    </message>
    <message>
        <source>range band &apos;%1&apos; must reach beyond the one before</source>
        <translation>Entfernungsbereich &apos;%1&apos; muss weiter reichen als der vorige</translation>
    </message>
    <message>
        <source>range band &apos;%1&apos; must have a higher Range than the one before</source>
        <translation>Entfernungsbereich &apos;%1&apos; muss eine höhere Reichweite haben als der vorige</translation>
    </message>
    <message>
        <source>ranges lists no range band</source>
        <translation>ranges listet keinen Entfernungsbereich</translation>
    </message>
    <message>
        <source>fire mode id</source>
        <translation>Id des Feuermodus</translation>
    </message>
    <message>
        <source>situation id</source>
        <translation>Id der Situation</translation>
    </message>
    <message>
        <source>situation &apos;%1&apos;</source>
        <translation>Situation &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 effect must be none, next_round, stuns or unaware, not &apos;%2&apos;</source>
        <translation>%1: effect muss none, next_round, stuns oder unaware sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 applies must be any, ranged or melee, not &apos;%2&apos;</source>
        <translation>%1: applies muss any, ranged oder melee sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 kind must be ranged, melee or thrown, not &apos;%2&apos;</source>
        <translation>%1: kind muss ranged, melee oder thrown sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 characteristic must be str, dex, end, int, edu or soc, not &apos;%2&apos;</source>
        <translation>%1: characteristic muss str, dex, end, int, edu oder soc sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 max_range %2 is beyond the last range band&apos;s Range %3</source>
        <translation>%1: max_range %2 liegt über der Reichweite %3 des letzten Entfernungsbereichs</translation>
    </message>
    <message>
        <source>%1 lacks the key &apos;max_range&apos; (only melee weapons have none)</source>
        <translation>%1: der Schlüssel &apos;max_range&apos; fehlt (nur Nahkampfwaffen haben keinen)</translation>
    </message>
    <message>
        <source>%1 has a blast but no &apos;tl&apos; (the blast task rolls against it)</source>
        <translation>%1 hat einen blast, aber kein &apos;tl&apos; (die Explosionsprobe würfelt dagegen)</translation>
    </message>
    <message>
        <source>%1: only ranged weapons have fire modes</source>
        <translation>%1: nur Fernkampfwaffen haben Feuermodi</translation>
    </message>
    <message>
        <source>size: large_from must be above small_up_to</source>
        <translation>size: large_from muss über small_up_to liegen</translation>
    </message>
    <message>
        <source>unknown system &apos;%1&apos; (this version plays: %2)</source>
        <translation>unbekanntes System &apos;%1&apos; (diese Version spielt: %2)</translation>
    </message>
    <message>
        <source>%1 has no action left this round.</source>
        <translation>%1 hat in dieser Runde keine Aktion mehr.</translation>
    </message>
    <message>
        <source>%1 m is more than %2 times the distance of %3 (%4 m): out of reach.</source>
        <translation>%1 m sind mehr als das %2-Fache der Entfernung von %3 (%4 m): außer Reichweite.</translation>
    </message>
    <message>
        <source>The situation %1 is given twice.</source>
        <translation>Die Situation %1 ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>Only one situation of the group &apos;%1&apos; applies at a time.</source>
        <translation>Aus der Gruppe „%1“ gilt jeweils nur eine Situation.</translation>
    </message>
    <message>
        <source>%1 is thrown at a point, not at a figure.</source>
        <translation>%1 wird auf einen Punkt geworfen, nicht auf eine Figur.</translation>
    </message>
    <message>
        <source>%1 has no fire mode &apos;%2&apos;.</source>
        <translation>%1 hat keinen Feuermodus „%2“.</translation>
    </message>
    <message>
        <source>Only a melee attack can be evaded, and %1 is not a melee weapon.</source>
        <translation>Ausweichen kann man nur einem Nahkampfangriff, und %1 ist keine Nahkampfwaffe.</translation>
    </message>
    <message>
        <source>%1 has no action left to evade with.</source>
        <translation>%1 hat keine Aktion mehr zum Ausweichen.</translation>
    </message>
    <message>
        <source>Nobody attacks: the scene has no figure %1.</source>
        <translation>Niemand greift an: Die Szene hat keine Figur %1.</translation>
    </message>
    <message>
        <source>The scene has no figure %1 to attack.</source>
        <translation>Die Szene hat keine Figur %1, die angegriffen werden könnte.</translation>
    </message>
    <message>
        <source>no hit</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>%1 is no character of the ruleset (&apos;%2&apos;).</source>
        <translation>%1 ist kein Charakter des Regelwerks („%2“).</translation>
    </message>
    <message>
        <source>wounds %1, actions left %2 of %3</source>
        <translation>Wunden %1, Aktionen übrig %2 von %3</translation>
    </message>
    <message>
        <source>A throw is not an attack on a figure.</source>
        <translation>Ein Wurf ist kein Angriff auf eine Figur.</translation>
    </message>
    <message>
        <source>%1 cannot attack itself.</source>
        <translation>%1 kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <source>An attack is not a throw at a point.</source>
        <translation>Ein Angriff ist kein Wurf auf einen Punkt.</translation>
    </message>
    <message>
        <source>evaded</source>
        <translation>ausgewichen</translation>
    </message>
    <message>
        <source>evasion dice must be skill or one, not &apos;%1&apos;</source>
        <translation>evasion dice muss skill oder one sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>skills lacks &apos;%1&apos; (evasion rolls it; evasion: {skill: …} may name another)</source>
        <translation>in skills fehlt &apos;%1&apos; (das Ausweichen würfelt darauf; evasion: {skill: …} kann eine andere nennen)</translation>
    </message>
    <message>
        <source>lineage &apos;%1&apos;</source>
        <translation>Abstammung &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 lists no ring</source>
        <translation>%1 listet keinen Ring</translation>
    </message>
    <message>
        <source>%1 is unarmed, so its kind must be melee</source>
        <translation>%1 ist unbewaffnet, also muss kind melee sein</translation>
    </message>
    <message>
        <source>%1 has a blast, so its kind must be thrown</source>
        <translation>%1 hat einen blast, also muss kind thrown sein</translation>
    </message>
    <message>
        <source>unknown lineage &apos;%1&apos; (not under the ruleset&apos;s lineages)</source>
        <translation>unbekannte Abstammung &apos;%1&apos; (steht nicht unter lineages des Regelwerks)</translation>
    </message>
    <message>
        <source>%1: skill %2%3 = %4 dice.</source>
        <translation>%1: Fertigkeit %2%3 = %4 Würfel.</translation>
    </message>
    <message>
        <source>%1 dodges the attack completely.</source>
        <translation>%1 weicht dem Angriff vollständig aus.</translation>
    </message>
    <message>
        <source>%1 fails to dodge.</source>
        <translation>%1 gelingt das Ausweichen nicht.</translation>
    </message>
    <message>
        <source>No success: a miss.</source>
        <translation>Kein Erfolg: verfehlt.</translation>
    </message>
    <message>
        <source>It lands on the intended point.</source>
        <translation>Sie landet auf dem Zielpunkt.</translation>
    </message>
    <message>
        <source>No success: it goes astray towards %1 o&apos;clock as the thrower sees it, %2 = %3 m.</source>
        <translation>Kein Erfolg: Der Wurf geht aus Sicht des Werfers Richtung %1 Uhr daneben, %2 = %3 m.</translation>
    </message>
    <message>
        <source>It lands in the hex %1 m from the intended point.</source>
        <translation>Sie landet im Hexfeld %1 m vom Zielpunkt entfernt.</translation>
    </message>
    <message>
        <source>short</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>point_blank</source>
        <translation>Kernschuss</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>far</source>
        <translation>weit</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Dodge or parry dice</source>
        <translation>Ausweich- oder Paradewürfel</translation>
    </message>
    <message>
        <source>Attacks this action</source>
        <translation>Angriffe in dieser Aktion</translation>
    </message>
    <message>
        <source>Scope level</source>
        <translation>Zielfernrohrstufe</translation>
    </message>
    <message>
        <source>Difficulty number (0: the middle of the level)</source>
        <translation>Schwierigkeitszahl (0: Mitte der Stufe)</translation>
    </message>
    <message>
        <source>Dice off the dodge (multiple actions)</source>
        <translation>Würfel weniger beim Ausweichen (mehrere Aktionen)</translation>
    </message>
    <message>
        <source>Target evades (1 = yes)</source>
        <translation>Ziel weicht aus (1 = ja)</translation>
    </message>
    <message>
        <source>New combat round (stuns end)</source>
        <translation>Neue Kampfrunde (Betäubungen enden)</translation>
    </message>
    <message>
        <source>Target&apos;s cover (Book 1)</source>
        <translation>Deckung des Ziels (Book 1)</translation>
    </message>
    <message>
        <source>Attacker&apos;s cover (Book 1)</source>
        <translation>Deckung des Angreifers (Book 1)</translation>
    </message>
    <message>
        <source>Behind a bulkhead wall of TL</source>
        <translation>Hinter einem Schott mit TL</translation>
    </message>
    <message>
        <source>skill &apos;%1&apos; fallback &apos;%2&apos; is not another of the ruleset&apos;s skills</source>
        <translation>Fertigkeit &apos;%1&apos;: fallback &apos;%2&apos; ist keine andere Fertigkeit des Regelwerks</translation>
    </message>
    <message>
        <source>%1 when: the only condition is stunned_or_wounded</source>
        <translation>%1 when: die einzige Bedingung ist stunned_or_wounded</translation>
    </message>
    <message>
        <source>formula nests deeper than %1 levels</source>
        <translation>die Formel ist tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>formula longer than %1 characters</source>
        <translation>die Formel ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>not a regular file (a device or a pipe): not read</source>
        <translation>keine gewöhnliche Datei (ein Gerät oder eine Pipe): nicht gelesen</translation>
    </message>
    <message>
        <source>a second YAML document (---): a file holds only one</source>
        <translation>ein zweites YAML-Dokument (---): eine Datei enthält nur eines</translation>
    </message>
    <message>
        <source>%1 lists the mode &apos;%2&apos; twice</source>
        <translation>%1 nennt den Modus &apos;%2&apos; zweimal</translation>
    </message>
    <message>
        <source>formula of &apos;%1&apos; can go beyond ±%2 for stats up to %3 and skill ranks up to %4</source>
        <translation>die Formel von &apos;%1&apos; kann bei Attributen bis %3 und Fertigkeitsrängen bis %4 über ±%2 hinausgehen</translation>
    </message>
    <message>
        <source>a session file</source>
        <translation>eine Sitzungsdatei</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than the %2 %3 may have</source>
        <translation>die Datei hat %1 Bytes, mehr als die %2, die %3 haben darf</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>a ruleset or character file</source>
        <translation>eine Regelwerks- oder Charakterdatei</translation>
    </message>
    <message>
        <source>YAML syntax: lists and mappings nested %1 deep or more, deeper than a file may nest</source>
        <translation>YAML-Syntax: Listen und Zuordnungen %1 Ebenen tief oder tiefer verschachtelt, tiefer als eine Datei verschachteln darf</translation>
    </message>
    <message>
        <source>YAML syntax: a &apos;,&apos;, &apos;]&apos; or &apos;}&apos; outside any list or mapping in brackets</source>
        <translation>YAML-Syntax: ein &apos;,&apos;, &apos;]&apos; oder &apos;}&apos; außerhalb jeder Liste oder Zuordnung in Klammern</translation>
    </message>
    <message>
        <source>no combatant number %1 in the encounter</source>
        <translation>kein Kämpfer mit der Nummer %1 im Kampf</translation>
    </message>
    <message>
        <source>%1 has left the fight</source>
        <translation>%1 hat den Kampf verlassen</translation>
    </message>
    <message>
        <source>%1 acts on nobody: pick a target</source>
        <translation>%1 handelt gegen niemanden: wähle ein Ziel</translation>
    </message>
    <message>
        <source>%1 cannot be its own target</source>
        <translation>%1 kann nicht sein eigenes Ziel sein</translation>
    </message>
    <message>
        <source>%1 is named twice as a target</source>
        <translation>%1 ist zweimal als Ziel genannt</translation>
    </message>
    <message>
        <source>sides lists no side</source>
        <translation>sides nennt keine Seite</translation>
    </message>
    <message>
        <source>side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>two sides are named &apos;%1&apos;</source>
        <translation>zwei Seiten heißen &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the colour of %1 must be #rrggbb, not &apos;%2&apos;</source>
        <translation>die Farbe von %1 muss #rrggbb sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>combatant %1</source>
        <translation>Kämpfer %1</translation>
    </message>
    <message>
        <source>two combatants are named &apos;%1&apos;</source>
        <translation>zwei Kämpfer heißen &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no side named &apos;%1&apos;</source>
        <translation>keine Seite namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>posture must be standing, kneeling, prone or down, not &apos;%1&apos;</source>
        <translation>posture muss standing, kneeling, prone oder down sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, who is not among the combatants</source>
        <translation>%1 nennt &apos;%2&apos;, der nicht unter den Kämpfern ist</translation>
    </message>
    <message>
        <source>&apos;before&apos; names &apos;%1&apos;, who takes no part in %2</source>
        <translation>&apos;before&apos; nennt &apos;%1&apos;, der an %2 nicht beteiligt ist</translation>
    </message>
    <message>
        <source>%1 cannot use %2: every arm is useless or worse</source>
        <translation>%1 kann %2 nicht benutzen: jeder Arm ist unbrauchbar oder schlimmer</translation>
    </message>
    <message>
        <source>%1 cannot hold %2 in two hands: the %3 is useless or worse</source>
        <translation>%1 kann %2 nicht mit beiden Händen halten: %3 ist unbrauchbar oder schlimmer</translation>
    </message>
    <message>
        <source>%1 cannot throw: every arm is useless or worse</source>
        <translation>%1 kann nicht werfen: jeder Arm ist unbrauchbar oder schlimmer</translation>
    </message>
    <message>
        <source>%1: unknown state &apos;%2&apos; (the system keeps: %3)</source>
        <translation>%1: unbekannter Zustand &apos;%2&apos; (das System führt: %3)</translation>
    </message>
    <message>
        <source>%1 is unconscious (health %2) and cannot dodge or parry.</source>
        <translation>%1 ist bewusstlos (Gesundheit %2) und kann weder ausweichen noch parieren.</translation>
    </message>
    <message>
        <source>no location number %1 on the body</source>
        <translation>keine Körperzone Nummer %1</translation>
    </message>
    <message>
        <source>%1 is dead: there is nothing left to treat</source>
        <translation>%1 ist tot: da ist nichts mehr zu behandeln</translation>
    </message>
    <message>
        <source>%1 has no wound to close</source>
        <translation>%1 hat keine Wunde, die sich schließen ließe</translation>
    </message>
    <message>
        <source>%1 has no wound in the %2</source>
        <translation>%1 hat keine Wunde in %2</translation>
    </message>
    <message>
        <source>no bullet is stuck in %1&apos;s %2</source>
        <translation>in %2 von %1 steckt keine Kugel</translation>
    </message>
    <message>
        <source>%1 extracts a bullet from %2&apos;s %3.</source>
        <translation>%1 entfernt eine Kugel aus %3 von %2.</translation>
    </message>
    <message>
        <source>Paramedic roll %1,%2,%3 + skill %4%5: total %6 against %7</source>
        <translation>Sanitäterwurf %1,%2,%3 + Fertigkeit %4%5: Summe %6 gegen %7</translation>
    </message>
    <message>
        <source>%1 — success, success die %2.</source>
        <translation>%1 — Erfolg, Erfolgswürfel %2.</translation>
    </message>
    <message>
        <source>Success die %1 reaches the %2 wounds: one wound closed, %3 left.</source>
        <translation>Erfolgswürfel %1 erreicht die %2 Wunden: eine Wunde geschlossen, %3 bleiben.</translation>
    </message>
    <message>
        <source>Success die %1 is short of the %2 wounds: no wound closed.</source>
        <translation>Erfolgswürfel %1 bleibt unter den %2 Wunden: keine Wunde geschlossen.</translation>
    </message>
    <message>
        <source>No wound closed.</source>
        <translation>Keine Wunde geschlossen.</translation>
    </message>
    <message>
        <source>The bullet is out: 6 − success die %1 = %2 damage.</source>
        <translation>Die Kugel ist heraus: 6 − Erfolgswürfel %1 = %2 Schaden.</translation>
    </message>
    <message>
        <source>The bullet stays in: the full 6 damage.</source>
        <translation>Die Kugel bleibt stecken: die vollen 6 Schaden.</translation>
    </message>
    <message>
        <source>%1 damage to the %2 (hits %3) and Incap (%4).</source>
        <translation>%1 Schaden an %2 (Treffer %3) und Incap (%4).</translation>
    </message>
    <message>
        <source>Above the wound threshold %1: a wound (%2 now).</source>
        <translation>Über der Wundschwelle %1: eine Wunde (jetzt %2).</translation>
    </message>
    <message>
        <source>−%1D wounded</source>
        <translation>−%1D verwundet</translation>
    </message>
    <message>
        <source>−%1D stunned</source>
        <translation>−%1D betäubt</translation>
    </message>
    <message>
        <source>−%1D for other actions this round</source>
        <translation>−%1D für weitere Aktionen in dieser Runde</translation>
    </message>
    <message>
        <source>−%1D by hand</source>
        <translation>−%1D von Hand</translation>
    </message>
    <message>
        <source>Sneak %1: %2 = %3 against %4&apos;s Savvy %5: %6 = %7: surprised, no reaction to this first action.</source>
        <translation>Schleichen %1: %2 = %3 gegen Savvy %5 von %4: %6 = %7: überrascht, keine Reaktion auf diese erste Aktion.</translation>
    </message>
    <message>
        <source>Sneak %1: %2 = %3 against %4&apos;s Savvy %5: %6 = %7: not surprised.</source>
        <translation>Schleichen %1: %2 = %3 gegen Savvy %5 von %4: %6 = %7: nicht überrascht.</translation>
    </message>
    <message>
        <source>Dodge %1 (%2): %3 = %4, the new difficulty number.</source>
        <translation>Ausweichen %1 (%2): %3 = %4, die neue Schwierigkeitszahl.</translation>
    </message>
    <message>
        <source>Full dodge %1 (%2): %3 = %4 added: %5.</source>
        <translation>Volles Ausweichen %1 (%2): %3 = %4 dazu: %5.</translation>
    </message>
    <message>
        <source>%1 rolls %2 (%3): %4 = %5 against %6.</source>
        <translation>%1 würfelt %2 (%3): %4 = %5 gegen %6.</translation>
    </message>
    <message>
        <source>It hits %1&apos;s cover and lands where it was thrown, at %2.</source>
        <translation>Sie trifft die Deckung von %1 und landet, wohin sie geworfen wurde: auf %2.</translation>
    </message>
    <message>
        <source>The cover took it.</source>
        <translation>Die Deckung hat die Explosion abgefangen.</translation>
    </message>
    <message>
        <source>%1 cannot act until the next round: %2, he fell prone and can take no actions for the rest of the round.</source>
        <translation>%1 kann bis zur nächsten Runde nicht handeln: %2, ist zu Boden gegangen und kann für den Rest der Runde keine Aktionen ausführen.</translation>
    </message>
    <message>
        <source>%1 cannot act until the next round: his full dodge takes the place of his other actions this round.</source>
        <translation>%1 kann bis zur nächsten Runde nicht handeln: das volle Ausweichen tritt an die Stelle der übrigen Aktionen in dieser Runde.</translation>
    </message>
    <message>
        <source>%1 cannot dodge until the next round: %2, he fell prone and can take no actions for the rest of the round.</source>
        <translation>%1 kann bis zur nächsten Runde nicht ausweichen: %2, ist zu Boden gegangen und kann für den Rest der Runde keine Aktionen ausführen.</translation>
    </message>
    <message>
        <source>Nobody stands where %1 is thrown: %2 needs a target there.</source>
        <translation>Niemand steht dort, wohin %1 geworfen wird: %2 braucht dort ein Ziel.</translation>
    </message>
    <message>
        <source>%1 and %2 both stand where %3 is thrown: %4 needs one target there.</source>
        <translation>%1 und %2 stehen beide dort, wohin %3 geworfen wird: %4 braucht dort genau ein Ziel.</translation>
    </message>
    <message>
        <source>a dodge</source>
        <translation>ein Ausweichen</translation>
    </message>
    <message>
        <source>a surprise</source>
        <translation>eine Überraschung</translation>
    </message>
    <message>
        <source>A surprised target cannot use reaction skills against this first action.</source>
        <translation>Ein überraschtes Ziel kann gegen diese erste Aktion keine Reaktionsfertigkeiten einsetzen.</translation>
    </message>
    <message>
        <source>The target is surprised already: there is no roll to surprise him.</source>
        <translation>Das Ziel ist bereits überrascht: Es gibt keinen Wurf, um es zu überraschen.</translation>
    </message>
    <message>
        <source>%1 cannot be surprised: %2.</source>
        <translation>%1 kann nicht überrascht werden: %2.</translation>
    </message>
    <message>
        <source>Actions the attacker declared this round (0: counted as taken)</source>
        <translation>Vom Angreifer in dieser Runde angesagte Aktionen (0: nach genutzten Aktionen gezählt)</translation>
    </message>
    <message>
        <source>%1, −1D this round and the next</source>
        <translation>%1, −1D in dieser und der nächsten Runde</translation>
    </message>
    <message>
        <source>%1, −1D this round</source>
        <translation>%1, −1D in dieser Runde</translation>
    </message>
    <message>
        <source>%1, prone</source>
        <translation>%1, liegend</translation>
    </message>
    <message>
        <source>%1, no more actions this round</source>
        <translation>%1, keine Aktionen mehr in dieser Runde</translation>
    </message>
    <message>
        <source>rule_skills %1: &apos;%2&apos; is neither a skill nor an attribute of the ruleset</source>
        <translation>rule_skills %1: &apos;%2&apos; ist weder eine Fertigkeit noch ein Attribut des Regelwerks</translation>
    </message>
    <message>
        <source>%1 must be whole dice from 0D to 10D (dice off each action for each other action)</source>
        <translation>%1 muss ganze Würfel von 0D bis 10D angeben (Würfel weniger bei jeder Aktion für jede weitere Aktion)</translation>
    </message>
    <message>
        <source>A fast draw replaces %1: pick one or the other.</source>
        <translation>Schnellziehen ersetzt %1: entweder das eine oder das andere wählen.</translation>
    </message>
    <message>
        <source>The draw is half an action: %1 allows one attack a turn, so drawn this turn it cannot attack.</source>
        <translation>Das Ziehen ist eine halbe Aktion: %1 erlaubt einen Angriff pro Zug, also ist im Zug des Ziehens kein Angriff möglich.</translation>
    </message>
    <message>
        <source>The draw is half an action: drawn this turn, %1 allows %2 of its %3 attacks, not %4.</source>
        <translation>Das Ziehen ist eine halbe Aktion: In diesem Zug gezogen, erlaubt %1 nur %2 von %3 Angriffen, nicht %4.</translation>
    </message>
    <message>
        <source>Fast draw (1 = yes)</source>
        <translation>Schnellziehen (1 = ja)</translation>
    </message>
    <message>
        <source>Same initiative as the action before (1 = yes)</source>
        <translation>Gleiche Initiative wie die vorige Aktion (1 = ja)</translation>
    </message>
    <message>
        <source>%1 acts at the same time as the action before: the stun or wounds taken in this initiative step do not count yet.</source>
        <translation>%1 handelt gleichzeitig mit der vorigen Aktion: Betäubung oder Wunden aus diesem Initiativeschritt zählen noch nicht.</translation>
    </message>
    <message>
        <source>the fast draw failed: no attack</source>
        <translation>das Schnellziehen ist misslungen: kein Angriff</translation>
    </message>
    <message>
        <source>The aim was ruined by the first attack: no aiming dice; %1 range, difficulty %2.</source>
        <translation>Der erste Angriff hat das Zielen zunichtegemacht: keine Zielwürfel; Reichweite %1, Schwierigkeit %2.</translation>
    </message>
    <message>
        <source>The aim was ruined by the first attack: no aiming dice.</source>
        <translation>Der erste Angriff hat das Zielen zunichtegemacht: keine Zielwürfel.</translation>
    </message>
    <message>
        <source>Fast draw, DEX + reflex %1d6: %2 = %3 against %4: %5.</source>
        <translation>Schnellziehen, DEX + Reflex %1W6: %2 = %3 gegen %4: %5.</translation>
    </message>
    <message>
        <source>The draw took the whole turn: no attack (not even half an action).</source>
        <translation>Das Ziehen hat den ganzen Zug gekostet: kein Angriff (nicht einmal eine halbe Aktion).</translation>
    </message>
    <message>
        <source>%1 m is beyond the reach of %2 (%3 m): out of reach.</source>
        <translation>%1 m liegen jenseits der Reichweite von %2 (%3 m): außer Reichweite.</translation>
    </message>
    <message>
        <source>%1 has shots, which only a mode that spends_all_actions takes</source>
        <translation>%1 hat shots, die nur ein Modus mit spends_all_actions annimmt</translation>
    </message>
    <message>
        <source>%1 shots must be each_action or one, not &apos;%2&apos;</source>
        <translation>%1: shots muss each_action oder one sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 has no action left to evade this shot.</source>
        <translation>%1 hat keine Aktion mehr, um diesem Schuss auszuweichen.</translation>
    </message>
    <message>
        <source>The combat round ends for %1: no action is kept for a reaction.</source>
        <translation>Die Kampfrunde endet für %1: Keine Aktion bleibt für eine Reaktion übrig.</translation>
    </message>
    <message>
        <source>The point %1 m off lies in the hex counted %2 m from the intended point, hex by hex as the blast rings count.</source>
        <translation>Der Punkt %1 m daneben liegt in dem Hexfeld, das %2 m vom Zielpunkt entfernt ist, Hexfeld für Hexfeld gezählt wie bei den Explosionsringen.</translation>
    </message>
    <message numerus="yes">
        <source>%1, unconscious (%n stuns)</source>
        <translation>
            <numerusform>%1, bewusstlos (%n Betäubung)</numerusform>
            <numerusform>%1, bewusstlos (%n Betäubungen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n stuns)</source>
        <translation>
            <numerusform>%1 (%n Betäubung)</numerusform>
            <numerusform>%1 (%n Betäubungen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds: health %1 → %2, %3</source>
        <translation>
            <numerusform>%n Wunde: Gesundheit %1 → %2, %3</numerusform>
            <numerusform>%n Wunden: Gesundheit %1 → %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n wounds: health %2 → %3 (%4).</source>
        <translation>
            <numerusform>%1 erleidet %n Wunde: Gesundheit %2 → %3 (%4).</numerusform>
            <numerusform>%1 erleidet %n Wunden: Gesundheit %2 → %3 (%4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits, all stopped by protection</source>
        <translation>
            <numerusform>%n Treffer, vom Schutz aufgehalten</numerusform>
            <numerusform>%n Treffer, alle vom Schutz aufgehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds: wounds %1 → %2</source>
        <translation>
            <numerusform>%n Wunde: Wunden %1 → %2</numerusform>
            <numerusform>%n Wunden: Wunden %1 → %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %1 at %2 or more: %n successes.</source>
        <translation>
            <numerusform>Wurf %1 auf %2 oder mehr: %n Erfolg.</numerusform>
            <numerusform>Wurf %1 auf %2 oder mehr: %n Erfolge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hits against protection %1 less penetration %2: %3 stopped, %4 through.</source>
        <translation>
            <numerusform>%n Treffer gegen Schutz %1 minus Durchschlag %2: %3 aufgehalten, %4 durch.</numerusform>
            <numerusform>%n Treffer gegen Schutz %1 minus Durchschlag %2: %3 aufgehalten, %4 durch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fires a shot for each of the %n actions left.</source>
        <translation>
            <numerusform>%1 feuert einen Schuss für die %n verbleibende Aktion.</numerusform>
            <numerusform>%1 feuert einen Schuss für jede der %n verbleibenden Aktionen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shot %1: roll %2 at %3 or more: %n successes.</source>
        <translation>
            <numerusform>Schuss %1: Wurf %2 auf %3 oder mehr: %n Erfolg.</numerusform>
            <numerusform>Schuss %1: Wurf %2 auf %3 oder mehr: %n Erfolge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 evades: %2 at %3 or more, %n successes.</source>
        <translation>
            <numerusform>%1 weicht aus: %2 auf %3 oder mehr, %n Erfolg.</numerusform>
            <numerusform>%1 weicht aus: %2 auf %3 oder mehr, %n Erfolge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 spends %n actions, %2 left.</source>
        <translation>
            <numerusform>%1 verbraucht %n Aktion, %2 übrig.</numerusform>
            <numerusform>%1 verbraucht %n Aktionen, %2 übrig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 treats a wound of %2&apos;s %3 (%n wounds in all).</source>
        <translation>
            <numerusform>%1 behandelt eine Wunde von %2 in %3 (%n Wunde insgesamt).</numerusform>
            <numerusform>%1 behandelt eine Wunde von %2 in %3 (%n Wunden insgesamt).</numerusform>
        </translation>
    </message>
    <message>
        <source>A killed character cannot be healed.</source>
        <translation>Ein getöteter Charakter kann nicht geheilt werden.</translation>
    </message>
    <message>
        <source>A healthy character has nothing to heal.</source>
        <translation>Ein gesunder Charakter hat nichts zu heilen.</translation>
    </message>
    <message>
        <source>Only a mortally wounded character rolls at the end of the round; the patient is %1.</source>
        <translation>Nur ein tödlich verwundeter Charakter würfelt am Ende der Runde; der Patient ist %1.</translation>
    </message>
    <message>
        <source>The rounds mortally wounded start at 1, not %1.</source>
        <translation>Die Runden mit tödlicher Wunde beginnen bei 1, nicht bei %1.</translation>
    </message>
    <message>
        <source>Stabilized by first aid: no roll; he lives if he reaches a hospital or clinic.</source>
        <translation>Durch Erste Hilfe stabilisiert: kein Wurf; er überlebt, wenn er ein Krankenhaus oder eine Klinik erreicht.</translation>
    </message>
    <message>
        <source>2D roll %1, not less than %2 rounds mortally wounded: he lives this round.</source>
        <translation>2D-Wurf %1, nicht weniger als %2 Runden tödlich verwundet: er überlebt diese Runde.</translation>
    </message>
    <message>
        <source>2D roll %1, less than %2 rounds mortally wounded: he dies.</source>
        <translation>2D-Wurf %1, weniger als %2 Runden tödlich verwundet: er stirbt.</translation>
    </message>
    <message>
        <source>First aid revives an unconscious stunned or an incapacitated character, or stabilizes a mortally wounded one; the patient is %1.</source>
        <translation>Erste Hilfe weckt einen betäubt Bewusstlosen oder einen Kampfunfähigen oder stabilisiert einen tödlich Verwundeten; der Patient ist %1.</translation>
    </message>
    <message>
        <source>Medicine (First Aid) roll %1 against %2: success.</source>
        <translation>Medizin-Wurf (Erste Hilfe) %1 gegen %2: Erfolg.</translation>
    </message>
    <message>
        <source>Medicine (First Aid) roll %1 against %2: failure.</source>
        <translation>Medizin-Wurf (Erste Hilfe) %1 gegen %2: Fehlschlag.</translation>
    </message>
    <message>
        <source>Medicine roll %1 against %2: the highest wound erased.</source>
        <translation>Medizin-Wurf %1 gegen %2: die schwerste Wunde ist geheilt.</translation>
    </message>
    <message>
        <source>Medicine roll %1 against %2: no healing today.</source>
        <translation>Medizin-Wurf %1 gegen %2: heute keine Heilung.</translation>
    </message>
    <message>
        <source>A minute&apos;s rest ends the stuns.</source>
        <translation>Eine Minute Ruhe beendet die Betäubungen.</translation>
    </message>
    <message>
        <source>After %1 days of rest, Body roll %2: %3.</source>
        <translation>Nach %1 Tagen Ruhe, Body-Wurf %2: %3.</translation>
    </message>
    <message>
        <source>Unarmed: damage is %1&apos;s Str dice rating, %2D.</source>
        <translation>Unbewaffnet: der Schaden ist die Str-Würfelzahl von %1, %2D.</translation>
    </message>
    <message>
        <source>%1: only a melee attack can be unarmed</source>
        <translation>%1: nur ein Nahkampfangriff kann unbewaffnet sein</translation>
    </message>
    <message>
        <source>%1 is unarmed: its damage is the attacker&apos;s Str dice rating, not &apos;damage&apos;</source>
        <translation>%1 ist unbewaffnet: sein Schaden ist die Str-Würfelzahl des Angreifers, nicht &apos;damage&apos;</translation>
    </message>
    <message>
        <source>a dodge&apos;s &apos;kind&apos; is dodge, quick-dodge or dance, not &apos;%1&apos;</source>
        <translation>&apos;kind&apos; eines Ausweichens ist dodge, quick-dodge oder dance, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;kind&apos; must be none, parry, dodge or quick-dodge, not &apos;%1&apos;</source>
        <translation>&apos;kind&apos; muss none, parry, dodge oder quick-dodge sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;knockback&apos; must be rolled, not &apos;%1&apos;</source>
        <translation>&apos;knockback&apos; muss rolled sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>target dodging</source>
        <translation>Ziel weicht aus</translation>
    </message>
    <message>
        <source>harder attack</source>
        <translation>härterer Angriff</translation>
    </message>
    <message>
        <source>Dance of Death</source>
        <translation>Todestanz</translation>
    </message>
    <message>
        <source>a dodge costs 0 to −6 on the dodger&apos;s actions, not %1</source>
        <translation>ein Ausweichen kostet 0 bis −6 auf die Aktionen des Ausweichenden, nicht %1</translation>
    </message>
    <message>
        <source>own dodge</source>
        <translation>eigenes Ausweichen</translation>
    </message>
    <message>
        <source>unknown scope &apos;%1&apos;</source>
        <translation>unbekanntes Zielfernrohr „%1“</translation>
    </message>
    <message>
        <source>%1 is a melee weapon: a scope fits only a firearm</source>
        <translation>%1 ist eine Nahkampfwaffe: ein Zielfernrohr passt nur auf eine Schusswaffe</translation>
    </message>
    <message>
        <source>the bullets fired earlier this round cannot be negative, not %1</source>
        <translation>die früher in dieser Runde abgefeuerten Kugeln können nicht negativ sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 is a melee weapon: it fires no bullets</source>
        <translation>%1 ist eine Nahkampfwaffe: sie feuert keine Kugeln ab</translation>
    </message>
    <message>
        <source>aiming under fire</source>
        <translation>Zielen unter Beschuss</translation>
    </message>
    <message>
        <source>a harder attack is declared as 0 to 30, not %1</source>
        <translation>ein härterer Angriff wird mit 0 bis 30 angesagt, nicht %1</translation>
    </message>
    <message>
        <source>a harder attack is declared in melee only (§8)</source>
        <translation>ein härterer Angriff wird nur im Nahkampf angesagt (§8)</translation>
    </message>
    <message>
        <source>a Dance of Death takes 0 to 12 off the attack (its success value), not %1</source>
        <translation>ein Todestanz zieht 0 bis 12 vom Angriff ab (sein Erfolgswert), nicht %1</translation>
    </message>
    <message>
        <source>Dance and Ballet of Death dodge ranged attacks; a melee attack is parried or dodged</source>
        <translation>Todestanz und Todesballett weichen Fernkampfangriffen aus; einen Nahkampfangriff pariert man oder weicht ihm aus</translation>
    </message>
    <message>
        <source>a Dance or Ballet of Death is made before the attacks: its value comes off each ranged attack this phase</source>
        <translation>ein Todestanz oder Todesballett wird vor den Angriffen ausgeführt: sein Wert wird von jedem Fernkampfangriff in dieser Phase abgezogen</translation>
    </message>
    <message>
        <source>a ranged attack cannot be parried or dodged (§8): only with Dance or Ballet of Death</source>
        <translation>einen Fernkampfangriff kann man weder parieren noch ihm ausweichen (§8): nur mit Todestanz oder Todesballett</translation>
    </message>
    <message>
        <source>a dodge value belongs to a dodge, not a parry</source>
        <translation>ein Ausweichwert gehört zu einem Ausweichen, nicht zu einer Parade</translation>
    </message>
    <message>
        <source>a parry turns the deviation face by −1, 0 or +1, not %1</source>
        <translation>eine Parade dreht die Abweichungsrichtung um −1, 0 oder +1, nicht %1</translation>
    </message>
    <message>
        <source>the ruleset has no weapon to parry with</source>
        <translation>das Regelwerk hat keine Waffe zum Parieren</translation>
    </message>
    <message>
        <source>%1 is not a melee weapon: it cannot parry</source>
        <translation>%1 ist keine Nahkampfwaffe: damit kann man nicht parieren</translation>
    </message>
    <message>
        <source>%1 does not hold %2: it cannot parry with it</source>
        <translation>%1 führt %2 nicht und kann damit nicht parieren</translation>
    </message>
    <message>
        <source>%1 cannot be parried bare-handed (§8: you will bleed)</source>
        <translation>%1 lässt sich nicht mit bloßen Händen parieren (§8: man würde bluten)</translation>
    </message>
    <message>
        <source>only a parry turns the deviation face</source>
        <translation>nur eine Parade dreht die Abweichungsrichtung</translation>
    </message>
    <message>
        <source>a dodge takes 0 to 12 off the attack (its success value), not %1</source>
        <translation>ein Ausweichen zieht 0 bis 12 vom Angriff ab (sein Erfolgswert), nicht %1</translation>
    </message>
    <message>
        <source>%1 has no Dodge skill: a dodge needs it (§8)</source>
        <translation>%1 hat keine Fertigkeit Ausweichen: ein Ausweichen braucht sie (§8)</translation>
    </message>
    <message>
        <source>a dodge is a dodge, a quick dodge or a dance</source>
        <translation>ein Ausweichen ist ein Ausweichen, ein schnelles Ausweichen oder ein Todestanz</translation>
    </message>
    <message>
        <source>%1 has neither Dance nor Ballet of Death: bullets are not dodged (§8)</source>
        <translation>%1 hat weder Todestanz noch Todesballett: Kugeln weicht man nicht aus (§8)</translation>
    </message>
    <message>
        <source>%1 is designed for %2 range: its magnification can only be lowered from there, not set for %3 range</source>
        <translation>%1 ist für Reichweite %2 ausgelegt: die Vergrößerung lässt sich von dort nur verringern, nicht auf Reichweite %3 einstellen</translation>
    </message>
    <message>
        <source>a scope</source>
        <translation>ein Zielfernrohr</translation>
    </message>
    <message>
        <source>scope id</source>
        <translation>Id des Zielfernrohrs</translation>
    </message>
    <message>
        <source>duplicate scope id &apos;%1&apos;</source>
        <translation>doppelte Id des Zielfernrohrs &apos;%1&apos;</translation>
    </message>
    <message>
        <source>scope &apos;%1&apos;</source>
        <translation>Zielfernrohr &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 band must be optimum, medium, long or extreme, not &apos;%2&apos;</source>
        <translation>%1: band muss optimum, medium, long oder extreme sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 bonus at %2 range</source>
        <translation>%1, Bonus bei Reichweite %2</translation>
    </message>
    <message>
        <source>%1 is designed for %2 range, so its bonus there (%3) must be the highest, but at %4 range it is %5</source>
        <translation>%1 ist für Reichweite %2 ausgelegt, also muss der Bonus dort (%3) der höchste sein, aber bei Reichweite %4 beträgt er %5</translation>
    </message>
    <message>
        <source>Scope: %1, designed for %2 range, set for %3 range.</source>
        <translation>Zielfernrohr: %1, ausgelegt für Reichweite %2, eingestellt auf Reichweite %3.</translation>
    </message>
    <message>
        <source>The shot is not aimed: the scope adds nothing.</source>
        <translation>Der Schuss ist nicht gezielt: Das Zielfernrohr bringt nichts.</translation>
    </message>
    <message>
        <source>Aim bonus: aims +%1, scope +%2 at %3 range, capped by Marksman: +%4.</source>
        <translation>Zielbonus: Zielaktionen +%1, Zielfernrohr +%2 auf Reichweite %3, begrenzt durch Scharfschütze: +%4.</translation>
    </message>
    <message>
        <source>Aim bonus: aims +%1, scope +%2 at %3 range: +%4.</source>
        <translation>Zielbonus: Zielaktionen +%1, Zielfernrohr +%2 auf Reichweite %3: +%4.</translation>
    </message>
    <message numerus="yes">
        <source>Lowering its magnification to %1 range would take %n actions and give +%2.</source>
        <translation>
            <numerusform>Die Vergrößerung auf Reichweite %1 zu verringern, würde %n Aktion kosten und +%2 bringen.</numerusform>
            <numerusform>Die Vergrößerung auf Reichweite %1 zu verringern, würde %n Aktionen kosten und +%2 bringen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Jamming factor: %1 bullets this round, %2 above the maximum of %3: jam number JF %4 − %2 + 4 = %5; attack dice totalling less jam.</source>
        <translation>Ladehemmungsfaktor: %1 Kugeln in dieser Runde, %2 über dem Maximum von %3: Ladehemmungszahl JF %4 − %2 + 4 = %5; ergeben die Angriffswürfel weniger, tritt eine Ladehemmung ein.</translation>
    </message>
    <message>
        <source>&apos;bare_hand_parry&apos; must be halve_reduction or halve_roll, not &apos;%1&apos;</source>
        <translation>&apos;bare_hand_parry&apos; muss halve_reduction oder halve_roll sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 parries with a free parry; free parries left this round: %2.</source>
        <translation>%1 pariert mit einer freien Parade; freie Paraden übrig in dieser Runde: %2.</translation>
    </message>
    <message>
        <source>%1 parries with an action, no free parry being left (%2).</source>
        <translation>%1 pariert mit einer Aktion, da keine freie Parade mehr übrig ist (%2).</translation>
    </message>
    <message>
        <source>%1&apos;s dodge ends.</source>
        <translation>Das Ausweichen von %1 endet.</translation>
    </message>
    <message>
        <source>a Weapons Maintenance rank cannot be negative, not %1</source>
        <translation>ein Rang in Waffenwartung kann nicht negativ sein, nicht %1</translation>
    </message>
    <message>
        <source>wounds cannot be negative, not %1</source>
        <translation>Wunden können nicht negativ sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 works at the jammed weapon: one action.</source>
        <translation>%1 arbeitet an der Waffe mit Ladehemmung: eine Aktion.</translation>
    </message>
    <message>
        <source>The shooter</source>
        <translation>Der Schütze</translation>
    </message>
    <message>
        <source>Weapons Maintenance roll %1,%2,%3 + skill %4%5: total %6 against %7</source>
        <translation>Waffenwartungswurf %1,%2,%3 + Fertigkeit %4%5: gesamt %6 gegen %7</translation>
    </message>
    <message>
        <source>%1 — success: the weapon fires again.</source>
        <translation>%1 — Erfolg: Die Waffe feuert wieder.</translation>
    </message>
    <message>
        <source>%1 — failure by %2: still jammed; another attempt costs another action.</source>
        <translation>%1 — um %2 misslungen: weiterhin Ladehemmung; ein weiterer Versuch kostet eine weitere Aktion.</translation>
    </message>
    <message>
        <source>%1,%2,%3 + %4 %5 = %6</source>
        <translation>%1,%2,%3 + %4 %5 = %6</translation>
    </message>
    <message>
        <source>%1,%2,%3 + %4 = %5</source>
        <translation>%1,%2,%3 + %4 = %5</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 above PHYS %2, but the target is down already.</source>
        <translation>Rückstoß: DAM %1 über PHYS %2, aber das Ziel liegt schon am Boden.</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 above PHYS %2: PHYS test %3 passes: initiative 0 for this phase.</source>
        <translation>Rückstoß: DAM %1 über PHYS %2: PHYS-Probe %3 gelingt: Initiative 0 für diese Phase.</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 above PHYS %2: PHYS test %3 fails: knocked down (+3 to be hit), initiative 0 this round, loses the next action.</source>
        <translation>Rückstoß: DAM %1 über PHYS %2: PHYS-Probe %3 misslingt: umgeworfen (+3 für Angriffe darauf), Initiative 0 in dieser Runde, verliert die nächste Aktion.</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 above twice PHYS %2: knocked down; PHYS test %3 keeps it conscious; loses a full round.</source>
        <translation>Rückstoß: DAM %1 über doppelter PHYS %2: umgeworfen; PHYS-Probe %3 gelingt: bleibt bei Bewusstsein; verliert eine ganze Runde.</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 above twice PHYS %2: knocked down; PHYS test %3 fails: unconscious.</source>
        <translation>Rückstoß: DAM %1 über doppelter PHYS %2: umgeworfen; PHYS-Probe %3 misslingt: bewusstlos.</translation>
    </message>
    <message>
        <source>Knockback: DAM %1 above twice PHYS %2: down and out already.</source>
        <translation>Rückstoß: DAM %1 über doppelter PHYS %2: liegt schon bewusstlos am Boden.</translation>
    </message>
    <message>
        <source>%1 need not parry a blow that misses.</source>
        <translation>%1 muss einen Schlag, der danebengeht, nicht parieren.</translation>
    </message>
    <message>
        <source>%1 dodged before: %2 off the attack.</source>
        <translation>%1 ist zuvor ausgewichen: %2 vom Angriff abgezogen.</translation>
    </message>
    <message>
        <source>%1,%2,%3 + %4%5: total %6 against %7</source>
        <translation>%1,%2,%3 + %4%5: gesamt %6 gegen %7</translation>
    </message>
    <message>
        <source>dodges</source>
        <translation>weicht aus</translation>
    </message>
    <message>
        <source>dances</source>
        <translation>tanzt den Todestanz</translation>
    </message>
    <message>
        <source>quick-dodges</source>
        <translation>weicht schnell aus</translation>
    </message>
    <message>
        <source>; %1 on all its actions this round</source>
        <translation>; %1 auf alle seine Aktionen in dieser Runde</translation>
    </message>
    <message>
        <source>; %1 on its next action</source>
        <translation>; %1 auf seine nächste Aktion</translation>
    </message>
    <message>
        <source>%1 %2: %3 — fails%4.</source>
        <translation>%1 %2: %3 — misslingt%4.</translation>
    </message>
    <message>
        <source>%1 %2: %3 — %4 off the attack%5.</source>
        <translation>%1 %2: %3 — %4 vom Angriff abgezogen%5.</translation>
    </message>
    <message>
        <source>%1 parries with %2: %3 — fails.</source>
        <translation>%1 pariert mit %2: %3 — misslingt.</translation>
    </message>
    <message>
        <source>, halved bare-handed</source>
        <translation>, halbiert mit bloßen Händen</translation>
    </message>
    <message>
        <source>%1 parries with %2: %3 — success value %4 + DAM %5 + STR bonus %6%7: %8 off the DAM; handling +%9.</source>
        <translation>%1 pariert mit %2: %3 — Erfolgswert %4 + DAM %5 + STR-Bonus %6%7: %8 vom DAM abgezogen; Handhabung +%9.</translation>
    </message>
    <message>
        <source>%1 test %2,%3,%4 + %5%6: total %7 against %8</source>
        <translation>%1-Probe %2,%3,%4 + %5%6: gesamt %7 gegen %8</translation>
    </message>
    <message>
        <source>Quick draw: %1 — the draw finishes in this action.</source>
        <translation>Schnellziehen: %1 — das Ziehen ist in dieser Aktion abgeschlossen.</translation>
    </message>
    <message>
        <source>Quick draw: %1 — the draw does not finish in this action: no attack.</source>
        <translation>Schnellziehen: %1 — das Ziehen ist in dieser Aktion nicht abgeschlossen: kein Angriff.</translation>
    </message>
    <message>
        <source>Aiming under fire: %1 — the shooter aims.</source>
        <translation>Zielen unter Beschuss: %1 — der Schütze zielt.</translation>
    </message>
    <message>
        <source>Aiming under fire: %1 — the shooter stays in cover: no aim and no attack.</source>
        <translation>Zielen unter Beschuss: %1 — der Schütze bleibt in Deckung: kein Zielen und kein Angriff.</translation>
    </message>
    <message>
        <source>Dice total %1 is below the jam number: the weapon jams; no shot.</source>
        <translation>Würfelsumme %1 liegt unter der Ladehemmungszahl: Ladehemmung; kein Schuss.</translation>
    </message>
    <message>
        <source>The parry takes all the DAM: the blow does no harm.</source>
        <translation>Die Parade fängt den ganzen DAM ab: Der Schlag richtet keinen Schaden an.</translation>
    </message>
    <message>
        <source>Direction %1, turned %2 by the parry to %3: %4 from %5 to %6.</source>
        <translation>Richtung %1, durch die Parade um %2 gedreht zu %3: %4 von %5 nach %6.</translation>
    </message>
    <message>
        <source>nobody acts</source>
        <translation>niemand handelt</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is jammed: clear the jam first (Weapons Maintenance, one action)</source>
        <translation>%2 von %1 hat Ladehemmung: erst die Ladehemmung beheben (Waffenwartung, eine Aktion)</translation>
    </message>
    <message>
        <source>%1 loses the rest of the round: %2 left untaken.</source>
        <translation>%1 verliert den Rest der Runde: %2 bleiben ungenutzt.</translation>
    </message>
    <message>
        <source>%1 is made for %2 range: its magnification is lowered to a nearer band, never raised to %3</source>
        <translation>%1 ist für Reichweite %2 gebaut: Seine Vergrößerung wird auf ein näheres Band gesenkt, nie auf %3 erhöht</translation>
    </message>
    <message>
        <source>The rules roll no initiative: the figures act in the order they are listed.</source>
        <translation>Die Regeln würfeln keine Initiative: Die Figuren handeln in der Reihenfolge der Liste.</translation>
    </message>
    <message>
        <source>%1 turn %2</source>
        <translation>%1 Zug %2</translation>
    </message>
    <message>
        <source>%1: initiative die %2 + DEX %3 + reflex %4 = %5.</source>
        <translation>%1: Initiativewürfel %2 + DEX %3 + Reflex %4 = %5.</translation>
    </message>
    <message>
        <source>%1: initiative die %2 + DEX %3 = %4.</source>
        <translation>%1: Initiativewürfel %2 + DEX %3 = %4.</translation>
    </message>
    <message>
        <source>%1 has %2, %3 or more: a second action after everyone&apos;s first.</source>
        <translation>%1 hat %2, also %3 oder mehr: eine zweite Aktion nach den ersten Aktionen aller.</translation>
    </message>
    <message>
        <source>The order rolled at the start of the fight holds: the next round begins with the first participant again.</source>
        <translation>Die zu Beginn des Kampfes gewürfelte Reihenfolge gilt weiter: Die nächste Runde beginnt wieder mit dem ersten Teilnehmer.</translation>
    </message>
    <message>
        <source>%1: initiative die %2 + Speed %3 = %4.</source>
        <translation>%1: Initiativewürfel %2 + Geschwindigkeit %3 = %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1, mortally wounded for %n rounds:</source>
        <translation>
            <numerusform>%1, tödlich verwundet seit %n Runde:</numerusform>
            <numerusform>%1, tödlich verwundet seit %n Runden:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 side %2</source>
        <translation>%1 Seite %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a colour like #2f6fb0</source>
        <translation>%1: „%2“ ist keine Farbe wie #2f6fb0</translation>
    </message>
    <message>
        <source>%1: the name &apos;%2&apos; is taken by another side</source>
        <translation>%1: Der Name „%2“ gehört schon einer anderen Seite</translation>
    </message>
    <message>
        <source>%1: a fight has from 2 to %2 sides, not %3</source>
        <translation>%1: Ein Kampf hat 2 bis %2 Seiten, nicht %3</translation>
    </message>
    <message>
        <source>%1 figure %2: no side %3 (the scene has %4)</source>
        <translation>%1 Figur %2: keine Seite %3 (die Szene hat %4)</translation>
    </message>
    <message>
        <source>The rules of system &apos;%1&apos; have no procedure &apos;%2&apos;.</source>
        <translation>Die Regeln des Systems „%1“ kennen keine Handlung „%2“.</translation>
    </message>
    <message>
        <source>%1: unknown procedure &apos;%2&apos; (the rules have none)</source>
        <translation>%1: unbekannte Handlung „%2“ (die Regeln kennen keine)</translation>
    </message>
    <message>
        <source>%1: unknown procedure &apos;%2&apos; (the rules have: %3)</source>
        <translation>%1: unbekannte Handlung „%2“ (die Regeln kennen: %3)</translation>
    </message>
    <message>
        <source>First aid</source>
        <translation>Erste Hilfe</translation>
    </message>
    <message>
        <source>the one acting, on the target</source>
        <translation>der Handelnde, am Ziel</translation>
    </message>
    <message>
        <source>Medical healing</source>
        <translation>Medizinische Heilung</translation>
    </message>
    <message>
        <source>a day under the one acting&apos;s care</source>
        <translation>ein Tag in der Pflege des Handelnden</translation>
    </message>
    <message>
        <source>Natural healing</source>
        <translation>Natürliche Heilung</translation>
    </message>
    <message>
        <source>the target rests</source>
        <translation>das Ziel ruht</translation>
    </message>
    <message>
        <source>Difficulty number (0: Easy&apos;s, the seed&apos;s for first aid)</source>
        <translation>Schwierigkeitszahl (0: die von Leicht, die der Regeln für Erste Hilfe)</translation>
    </message>
    <message>
        <source>Difficulty number (0: Moderate&apos;s, the seed&apos;s for medical care)</source>
        <translation>Schwierigkeitszahl (0: die von Mittel, die der Regeln für medizinische Pflege)</translation>
    </message>
    <message>
        <source>Nobody gives the care: the scene has no figure %1.</source>
        <translation>Niemand leistet die Pflege: Die Szene hat keine Figur %1.</translation>
    </message>
    <message>
        <source>Pick the patient: the target, another figure than %1.</source>
        <translation>Wählen Sie den Patienten: das Ziel, eine andere Figur als %1.</translation>
    </message>
    <message>
        <source>%1 cannot give care: %2.</source>
        <translation>%1 kann keine Pflege leisten: %2.</translation>
    </message>
    <message>
        <source>%1, stabilized</source>
        <translation>%1, stabilisiert</translation>
    </message>
    <message>
        <source>the opponent&apos;s longer reach</source>
        <translation>die größere Reichweite des Gegners</translation>
    </message>
    <message>
        <source>pistol</source>
        <translation>Pistole</translation>
    </message>
    <message>
        <source>exotic weapon</source>
        <translation>exotische Waffe</translation>
    </message>
    <message>
        <source>P%1 malfunction roll against Quality %2</source>
        <translation>P%1-Fehlfunktionswurf gegen Qualität %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; malfunctions: no shot.</source>
        <translation>„%1“ hat eine Fehlfunktion: kein Schuss.</translation>
    </message>
    <message>
        <source>Check ammunition first</source>
        <translation>Zuerst die Munition prüfen</translation>
    </message>
    <message>
        <source>Power setting (P1–P3)</source>
        <translation>Leistungsstufe (P1–P3)</translation>
    </message>
    <message>
        <source>The target only blocks</source>
        <translation>Das Ziel blockt nur</translation>
    </message>
    <message>
        <source>Figure the other winner hits (0: its nearest)</source>
        <translation>Figur, die der andere Sieger trifft (0: seine nächste)</translation>
    </message>
    <message>
        <source>%1, weapon empty</source>
        <translation>%1, Waffe leer</translation>
    </message>
    <message>
        <source>%1, reloading</source>
        <translation>%1, lädt nach</translation>
    </message>
    <message>
        <source>%1&apos;s weapon is empty: it cannot fire this round, and must take cover for a round to reload.</source>
        <translation>Die Waffe von %1 ist leer: Diese Runde wird nicht mehr gefeuert, und zum Nachladen muss eine Runde in Deckung gegangen werden.</translation>
    </message>
    <message>
        <source>%1 is reloading under cover this round and cannot fire.</source>
        <translation>%1 lädt diese Runde in Deckung nach und kann nicht feuern.</translation>
    </message>
    <message>
        <source>%1 decided on Aimed Fire: &quot;Aimed Fire is always single shot mode&quot;, not %2.</source>
        <translation>%1 hat sich für gezieltes Feuer entschieden: „Gezieltes Feuer ist immer Einzelschuss“, nicht %2.</translation>
    </message>
    <message>
        <source>The power setting is P1, P2 or P3, not P%1.</source>
        <translation>Die Leistungsstufe ist P1, P2 oder P3, nicht P%1.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no power settings.</source>
        <translation>„%1“ hat keine Leistungsstufen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs no ammunition check: it is not fired.</source>
        <translation>„%1“ braucht keine Munitionsprüfung: Damit wird nicht geschossen.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no TL: the ammunition check is rolled against the weapon&apos;s TL.</source>
        <translation>„%1“ hat keinen TL: Die Munitionsprüfung wird gegen den TL der Waffe gewürfelt.</translation>
    </message>
    <message>
        <source>%1 m: &apos;%2&apos; reaches %3 m.</source>
        <translation>%1 m: „%2“ reicht %3 m weit.</translation>
    </message>
    <message>
        <source>Blocking and choosing who gets hit belong to opposed melee.</source>
        <translation>Blocken und die Wahl, wer getroffen wird, gehören zum vergleichenden Nahkampf.</translation>
    </message>
    <message>
        <source>Figure %1 is not in this melee: it cannot be chosen to be hit.</source>
        <translation>Figur %1 ist nicht in diesem Nahkampf: Sie kann nicht als Getroffene gewählt werden.</translation>
    </message>
    <message>
        <source>Check Ammo</source>
        <translation>Munitionsprüfung</translation>
    </message>
    <message>
        <source>The weapon is empty: %1 cannot fire this round, and must take cover for a round to reload.</source>
        <translation>Die Waffe ist leer: %1 kann diese Runde nicht feuern und muss eine Runde in Deckung gehen, um nachzuladen.</translation>
    </message>
    <message>
        <source>Power setting P%1: %1 times the damage dice.</source>
        <translation>Leistungsstufe P%1: %1-mal die Schadenswürfel.</translation>
    </message>
    <message>
        <source>Opposed melee: the lowest success wins.</source>
        <translation>Vergleichender Nahkampf: Der niedrigste Erfolg gewinnt.</translation>
    </message>
    <message>
        <source>Melee of more than two: all roll the attack task; the two lowest successes win and choose who gets hit.</source>
        <translation>Nahkampf mit mehr als zwei: Alle würfeln die Angriffsprobe; die zwei niedrigsten Erfolge gewinnen und wählen, wer getroffen wird.</translation>
    </message>
    <message>
        <source>%1 cannot fight back and does not roll.</source>
        <translation>%1 kann sich nicht wehren und würfelt nicht.</translation>
    </message>
    <message>
        <source>%1 blocks with %2</source>
        <translation>%1 blockt mit %2</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 gewinnt mit %2.</translation>
    </message>
    <message>
        <source>Nobody succeeds: nobody is hit.</source>
        <translation>Niemandem gelingt es: Niemand wird getroffen.</translation>
    </message>
    <message>
        <source>%1 cannot be chosen by %2, who hits its nearest opponent instead.</source>
        <translation>%1 kann von %2 nicht gewählt werden, der stattdessen seinen nächsten Gegner trifft.</translation>
    </message>
    <message>
        <source>%1 blocks: no blow lands on it, and it deals none.</source>
        <translation>%1 blockt: Kein Schlag trifft, und es teilt keinen aus.</translation>
    </message>
    <message>
        <source>%1 blocks %2&apos;s blow.</source>
        <translation>%1 blockt den Schlag von %2.</translation>
    </message>
    <message>
        <source>%1 hits %2 with %3.</source>
        <translation>%1 trifft %2 mit %3.</translation>
    </message>
    <message>
        <source>did not roll</source>
        <translation>hat nicht gewürfelt</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>beaten</source>
        <translation>geschlagen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>misslungen</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (its Default action)</source>
        <translation>%1 (seine Standardaktion)</translation>
    </message>
    <message>
        <source>%1 phase: nobody.</source>
        <translation>Phase %1: niemand.</translation>
    </message>
    <message>
        <source>%1 phase: %2.</source>
        <translation>Phase %1: %2.</translation>
    </message>
    <message>
        <source>Actions are resolved in phases by each figure&apos;s decision, in the order the figures are listed; no die is rolled.</source>
        <translation>Die Aktionen werden in Phasen nach der Entscheidung jeder Figur abgewickelt, in der Reihenfolge der Liste; es wird nicht gewürfelt.</translation>
    </message>
    <message>
        <source>Yellow (Move)</source>
        <translation>Gelb (Bewegung)</translation>
    </message>
    <message>
        <source>Black (Aimed Fire)</source>
        <translation>Schwarz (gezieltes Feuer)</translation>
    </message>
    <message>
        <source>White (Vehicles and special attacks)</source>
        <translation>Weiß (Fahrzeuge und Spezialangriffe)</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message numerus="yes">
        <source>Red (Suppressing Fire): %1 take no turn of their own and fire when an opponent makes an attack.</source>
        <translation>
            <numerusform>Rot (Sperrfeuer): %1 hat keinen eigenen Zug und feuert, wenn ein Gegner angreift.</numerusform>
            <numerusform>Rot (Sperrfeuer): %1 haben keinen eigenen Zug und feuern, wenn ein Gegner angreift.</numerusform>
        </translation>
    </message>
    <message>
        <source>Decide (die colour)</source>
        <translation>Entscheiden (Würfelfarbe)</translation>
    </message>
    <message>
        <source>the one acting, for the round</source>
        <translation>der Handelnde, für die Runde</translation>
    </message>
    <message>
        <source>Leadership task (setup)</source>
        <translation>Führungsprobe (Vorbereitung)</translation>
    </message>
    <message>
        <source>the one acting, as the leader</source>
        <translation>der Handelnde, als Anführer</translation>
    </message>
    <message>
        <source>Tactics Mod (setup)</source>
        <translation>Taktik-Modifikator (Vorbereitung)</translation>
    </message>
    <message>
        <source>the best Tactics of the one acting&apos;s side</source>
        <translation>die beste Taktik auf der Seite des Handelnden</translation>
    </message>
    <message>
        <source>0 Default, 1 Yellow (Move), 2 Black (Aimed), 3 White, 4 Red</source>
        <translation>0 Standard, 1 Gelb (Bewegung), 2 Schwarz (gezielt), 3 Weiß, 4 Rot</translation>
    </message>
    <message>
        <source>the one acting</source>
        <translation>der Handelnde</translation>
    </message>
    <message>
        <source>A decision is a colour from 0 to 4, not %1.</source>
        <translation>Eine Entscheidung ist eine Farbe von 0 bis 4, nicht %1.</translation>
    </message>
    <message>
        <source>%1 decides: %2; the order follows at the next round.</source>
        <translation>%1 entscheidet: %2; die Reihenfolge folgt in der nächsten Runde.</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot roll.</source>
        <translation>%1 ist %2 und kann nicht würfeln.</translation>
    </message>
    <message>
        <source>%1&apos;s Leadership task</source>
        <translation>Führungsprobe von %1</translation>
    </message>
    <message>
        <source>%1&apos;s Tactics roll (the best Tactics of the side)</source>
        <translation>Taktikwurf von %1 (die beste Taktik der Seite)</translation>
    </message>
    <message>
        <source>The Leadership task succeeds: each round the team may discuss what each character should do.</source>
        <translation>Die Führungsprobe gelingt: Jede Runde darf das Team besprechen, was jeder Charakter tun soll.</translation>
    </message>
    <message>
        <source>The Leadership task fails: the team skips the Strategy step each round.</source>
        <translation>Die Führungsprobe misslingt: Das Team überspringt jede Runde den Strategieschritt.</translation>
    </message>
    <message>
        <source>Tactics Mod %1 (how far below the target; the rules do not say what it modifies).</source>
        <translation>Taktik-Modifikator %1 (wie weit unter dem Zielwert; die Regeln sagen nicht, was er verändert).</translation>
    </message>
    <message>
        <source>%1: only a ranged weapon has power settings</source>
        <translation>%1: Nur eine Fernkampfwaffe hat Leistungsstufen</translation>
    </message>
    <message>
        <source>%1 has power settings but no &apos;quality&apos; (the malfunction roll is below it)</source>
        <translation>%1 hat Leistungsstufen, aber keine „quality“ (der Fehlfunktionswurf muss darunter bleiben)</translation>
    </message>
    <message>
        <source>%1: &apos;quality&apos; needs power_settings: true</source>
        <translation>%1: „quality“ verlangt power_settings: true</translation>
    </message>
    <message>
        <source>%1 class must be standard, pistol or exotic, not &apos;%2&apos;</source>
        <translation>%1: class muss standard, pistol oder exotic sein, nicht „%2“</translation>
    </message>
    <message>
        <source>options: malfunction_roll must be before or after, not &apos;%1&apos;</source>
        <translation>options: malfunction_roll muss before oder after sein, nicht „%1“</translation>
    </message>
    <message>
        <source>setup %1</source>
        <translation>setup %1</translation>
    </message>
    <message>
        <source>Red (Suppressing Fire)</source>
        <translation>Rot (Sperrfeuer)</translation>
    </message>
    <message>
        <source>%1 may evade or parry the attack, not both: &quot;There can only ever be one reaction by a participant to an action.&quot;</source>
        <translation>%1 kann dem Angriff ausweichen oder ihn parieren, nicht beides: „Ein Teilnehmer kann auf eine Aktion immer nur einmal reagieren.“</translation>
    </message>
    <message>
        <source>Only a melee attack can be parried, and %1 is not a melee weapon.</source>
        <translation>Nur ein Nahkampfangriff kann pariert werden, und %1 ist keine Nahkampfwaffe.</translation>
    </message>
    <message>
        <source>%1 cannot perceive the attacker, so it cannot evade: &quot;This requires that the attacked character has an action available and can perceive the attacker. Thus, an attack from behind cannot be dodged.&quot;</source>
        <translation>%1 kann den Angreifer nicht wahrnehmen und daher nicht ausweichen: „Dazu muss der angegriffene Charakter eine Aktion übrig haben und den Angreifer wahrnehmen können. Einem Angriff von hinten kann man also nicht ausweichen.“</translation>
    </message>
    <message>
        <source>%1 cannot perceive the attacker, so it cannot parry: &quot;The reacting participant must directly perceive the actor, i.e. hear, see, or otherwise become aware of his action.&quot;</source>
        <translation>%1 kann den Angreifer nicht wahrnehmen und daher nicht parieren: „Der reagierende Teilnehmer muss den Handelnden direkt wahrnehmen, also seine Aktion hören, sehen oder anders bemerken.“</translation>
    </message>
    <message>
        <source>%1 has no action left to parry with.</source>
        <translation>%1 hat keine Aktion mehr, um zu parieren.</translation>
    </message>
    <message>
        <source>parried</source>
        <translation>pariert</translation>
    </message>
    <message>
        <source>Target parries (1 = yes)</source>
        <translation>Ziel pariert (1 = ja)</translation>
    </message>
    <message>
        <source>Target cannot perceive the attacker (1 = yes)</source>
        <translation>Ziel kann den Angreifer nicht wahrnehmen (1 = ja)</translation>
    </message>
    <message>
        <source>%1, bonus dice %2, destiny dice %3</source>
        <translation>%1, Bonuswürfel %2, Schicksalswürfel %3</translation>
    </message>
    <message>
        <source>Spend a bonus die</source>
        <translation>Einen Bonuswürfel ausgeben</translation>
    </message>
    <message>
        <source>gains an action</source>
        <translation>gewinnt eine Aktion</translation>
    </message>
    <message>
        <source>Spend a destiny die</source>
        <translation>Einen Schicksalswürfel ausgeben</translation>
    </message>
    <message>
        <source>steals an action from an opponent</source>
        <translation>stiehlt einem Gegner eine Aktion</translation>
    </message>
    <message>
        <source>The target spends it, to react (1 = yes; 0: the one acting)</source>
        <translation>Das Ziel gibt ihn aus, um zu reagieren (1 = ja; 0: der Handelnde)</translation>
    </message>
    <message>
        <source>Pick the target: the scene has no figure %1.</source>
        <translation>Wählen Sie das Ziel: Die Szene hat keine Figur %1.</translation>
    </message>
    <message>
        <source>%1 has no bonus die to spend.</source>
        <translation>%1 hat keinen Bonuswürfel zum Ausgeben.</translation>
    </message>
    <message>
        <source>%1 has no destiny die to spend.</source>
        <translation>%1 hat keinen Schicksalswürfel zum Ausgeben.</translation>
    </message>
    <message numerus="yes">
        <source>spends a bonus die: %n actions left</source>
        <translation>
            <numerusform>gibt einen Bonuswürfel aus: %n Aktion übrig</numerusform>
            <numerusform>gibt einen Bonuswürfel aus: %n Aktionen übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 spends a bonus die (%2 left) and gains an action, available at once, even to react: %3 now.</source>
        <translation>%1 gibt einen Bonuswürfel aus (%2 übrig) und gewinnt eine Aktion, sofort verfügbar, auch für eine Reaktion: jetzt %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot steal an action from itself.</source>
        <translation>%1 kann sich nicht selbst eine Aktion stehlen.</translation>
    </message>
    <message>
        <source>%1 and %2 fight on the same side: an action is stolen from an opponent.</source>
        <translation>%1 und %2 kämpfen auf derselben Seite: Eine Aktion wird einem Gegner gestohlen.</translation>
    </message>
    <message>
        <source>from this turn of %1&apos;s</source>
        <translation>aus diesem Zug von %1</translation>
    </message>
    <message>
        <source>from %1&apos;s next turn</source>
        <translation>aus dem nächsten Zug von %1</translation>
    </message>
    <message numerus="yes">
        <source>steals an action: %n actions left</source>
        <translation>
            <numerusform>stiehlt eine Aktion: %n Aktion übrig</numerusform>
            <numerusform>stiehlt eine Aktion: %n Aktionen übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses an action: %n actions left</source>
        <translation>
            <numerusform>verliert eine Aktion: %n Aktion übrig</numerusform>
            <numerusform>verliert eine Aktion: %n Aktionen übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>loses an action of the next turn</source>
        <translation>verliert eine Aktion des nächsten Zugs</translation>
    </message>
    <message>
        <source>%1 spends a destiny die (%2 left) and steals an action %3; the action is %1&apos;s at once, even to react.</source>
        <translation>%1 gibt einen Schicksalswürfel aus (%2 übrig) und stiehlt eine Aktion %3; die Aktion gehört sofort %1, auch für eine Reaktion.</translation>
    </message>
    <message>
        <source>parry dice must be skill or one, not &apos;%1&apos;</source>
        <translation>parry dice muss skill oder one sein, nicht „%1“</translation>
    </message>
    <message>
        <source>skills lacks &apos;%1&apos; (a parry rolls it; parry: {skill: …} may name another)</source>
        <translation>skills fehlt „%1“ (eine Parade würfelt darauf; parry: {skill: …} kann eine andere nennen)</translation>
    </message>
    <message>
        <source>%1 cannot perceive %2, so it cannot react.</source>
        <translation>%1 kann %2 nicht wahrnehmen und daher nicht reagieren.</translation>
    </message>
    <message numerus="yes">
        <source>%1 parries: %2 at %3 or more, %n successes.</source>
        <translation>
            <numerusform>%1 pariert: %2 bei %3 oder mehr, %n Erfolg.</numerusform>
            <numerusform>%1 pariert: %2 bei %3 oder mehr, %n Erfolge.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 parries the attack completely.</source>
        <translation>%1 pariert den Angriff vollständig.</translation>
    </message>
    <message>
        <source>%1 fails to parry.</source>
        <translation>%1 gelingt die Parade nicht.</translation>
    </message>
    <message>
        <source>%1 has no action left to parry this shot.</source>
        <translation>%1 hat keine Aktion mehr, um diesen Schuss zu parieren.</translation>
    </message>
    <message>
        <source>The ruleset has no location %1.</source>
        <translation>Das Regelwerk hat keine Trefferzone %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has made %n attacks this turn, and %2 allows %3 a turn (the seed: “%4”): not %5 more.</source>
        <translation>
            <numerusform>%1 hat in diesem Zug %n Angriff gemacht, und %2 erlaubt %3 pro Zug (die Regeln: „%4“): nicht %5 weitere.</numerusform>
            <numerusform>%1 hat in diesem Zug %n Angriffe gemacht, und %2 erlaubt %3 pro Zug (die Regeln: „%4“): nicht %5 weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>prone</source>
        <translation>liegend</translation>
    </message>
    <message>
        <source>Nobody acts: the scene has no figure %1.</source>
        <translation>Niemand handelt: Die Szene hat keine Figur %1.</translation>
    </message>
    <message>
        <source>%1 stands at the intended point: %2 stops next to him.</source>
        <translation>%1 steht am Zielpunkt: %2 bleibt daneben stehen.</translation>
    </message>
    <message>
        <source>%1 stands at the intended point, with no free ground on %2&apos;s way to it.</source>
        <translation>%1 steht am Zielpunkt, und auf dem Weg von %2 dorthin ist kein Boden frei.</translation>
    </message>
    <message>
        <source>%1 (%2) applies by itself to %3&apos;s actions for the rest of the turn.</source>
        <translation>%1 (%2) gilt von selbst für die Aktionen von %3 bis zum Ende des Zugs.</translation>
    </message>
    <message>
        <source>%1 is unconscious (health %2) and cannot move.</source>
        <translation>%1 ist bewusstlos (Gesundheit %2) und kann sich nicht bewegen.</translation>
    </message>
    <message>
        <source>%1 lies prone: stand up first, or crawl.</source>
        <translation>%1 liegt am Boden: zuerst aufstehen oder kriechen.</translation>
    </message>
    <message>
        <source>%1 stands at the intended point: click on the map where %1 is to go.</source>
        <translation>%1 steht am Zielpunkt: Klicken Sie auf der Karte dorthin, wohin %1 gehen soll.</translation>
    </message>
    <message>
        <source>The point is %1 m away: %2 walks up to %3 m a turn (further is a run).</source>
        <translation>Der Punkt ist %1 m entfernt: %2 geht bis zu %3 m pro Zug (weiter ist ein Lauf).</translation>
    </message>
    <message>
        <source>The point is %1 m away: %2 runs up to %3 m a turn.</source>
        <translation>Der Punkt ist %1 m entfernt: %2 läuft bis zu %3 m pro Zug.</translation>
    </message>
    <message>
        <source>The point is %1 m away: %2 crawls up to %3 m a turn.</source>
        <translation>Der Punkt ist %1 m entfernt: %2 kriecht bis zu %3 m pro Zug.</translation>
    </message>
    <message>
        <source>The point is %1 m away, and %2 has moved %3 m this turn: of the %4 m a turn of a %5, %6 m are left.</source>
        <translation>Der Punkt ist %1 m entfernt, und %2 hat sich diesen Zug %3 m bewegt: Von den %4 m pro Zug für %5 sind noch %6 m übrig.</translation>
    </message>
    <message>
        <source>%1 walks %2 m (up to %3 m a turn): %4 m left this turn.</source>
        <translation>%1 geht %2 m (bis zu %3 m pro Zug): noch %4 m in diesem Zug.</translation>
    </message>
    <message>
        <source>%1 runs %2 m (up to %3 m a turn): %4 m left this turn.</source>
        <translation>%1 läuft %2 m (bis zu %3 m pro Zug): noch %4 m in diesem Zug.</translation>
    </message>
    <message>
        <source>%1 crawls %2 m (up to %3 m a turn): %4 m left this turn.</source>
        <translation>%1 kriecht %2 m (bis zu %3 m pro Zug): noch %4 m in diesem Zug.</translation>
    </message>
    <message>
        <source>%1 %2 m, %3 m left this turn</source>
        <translation>%1 %2 m, noch %3 m in diesem Zug</translation>
    </message>
    <message>
        <source>%1 is not lying prone: there is nothing to stand up from.</source>
        <translation>%1 liegt nicht am Boden: Es gibt nichts, wovon aufzustehen wäre.</translation>
    </message>
    <message>
        <source>%1 lies prone already.</source>
        <translation>%1 liegt bereits am Boden.</translation>
    </message>
    <message>
        <source>%1 stands up.</source>
        <translation>%1 steht auf.</translation>
    </message>
    <message>
        <source>stood up</source>
        <translation>aufgestanden</translation>
    </message>
    <message>
        <source>%1 falls prone, without any penalty.</source>
        <translation>%1 wirft sich zu Boden, ohne Abzug.</translation>
    </message>
    <message>
        <source>Minutes must be from 1 to %1, not %2.</source>
        <translation>Die Minuten müssen zwischen 1 und %1 liegen, nicht %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes pass: what lasts a turn wears off, and everyone below 0 health loses 1 health a minute.</source>
        <translation>
            <numerusform>%n Minute vergeht: Was einen Zug dauert, endet, und jeder unter 0 Gesundheit verliert 1 Gesundheit pro Minute.</numerusform>
            <numerusform>%n Minuten vergehen: Was einen Zug dauert, endet, und jeder unter 0 Gesundheit verliert 1 Gesundheit pro Minute.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bleeds %n wounds: health %2 → %3, dead at −Health (3 × STR = %4).</source>
        <translation>
            <numerusform>%1 blutet %n Wunde: Gesundheit %2 → %3, tot bei −Gesundheit (3 × STR = %4).</numerusform>
            <numerusform>%1 blutet %n Wunden: Gesundheit %2 → %3, tot bei −Gesundheit (3 × STR = %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bleeds %n wounds: health %2 → %3, unconscious and bleeding.</source>
        <translation>
            <numerusform>%1 blutet %n Wunde: Gesundheit %2 → %3, bewusstlos und blutend.</numerusform>
            <numerusform>%1 blutet %n Wunden: Gesundheit %2 → %3, bewusstlos und blutend.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds bled: health %1 → %2, %3</source>
        <translation>
            <numerusform>%n Wunde geblutet: Gesundheit %1 → %2, %3</numerusform>
            <numerusform>%n Wunden geblutet: Gesundheit %1 → %2, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody is bleeding.</source>
        <translation>Niemand blutet.</translation>
    </message>
    <message>
        <source>the one acting, to the intended point</source>
        <translation>der Handelnde, zum Zielpunkt</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Laufen</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Kriechen</translation>
    </message>
    <message>
        <source>Fall prone</source>
        <translation>Zu Boden werfen</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Aufstehen</translation>
    </message>
    <message>
        <source>Minutes pass</source>
        <translation>Minuten vergehen</translation>
    </message>
    <message>
        <source>everyone below 0 health bleeds</source>
        <translation>jeder unter 0 Gesundheit blutet</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>%1 must name one of the ruleset&apos;s modifiers (not one with when:), not &apos;%2&apos;</source>
        <translation>%1 muss einen Modifikator des Regelwerks nennen (keinen mit when:), nicht „%2“</translation>
    </message>
    <message>
        <source>movement %1</source>
        <translation>movement %1</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Laufen</translation>
    </message>
    <message>
        <source>crawl</source>
        <translation>Kriechen</translation>
    </message>
    <message>
        <source>Attacks this turn: %1 of %2, the draw taking half of them.</source>
        <translation>Angriffe in diesem Zug: %1 von %2, das Ziehen nimmt die Hälfte davon.</translation>
    </message>
    <message>
        <source>Attacks this turn: %1 of %2.</source>
        <translation>Angriffe in diesem Zug: %1 von %2.</translation>
    </message>
    <message>
        <source>The odds need at least one trial, not %1.</source>
        <translation>Die Chancen brauchen mindestens einen Versuch, nicht %1.</translation>
    </message>
    <message>
        <source>Wounding or putting down needs a target.</source>
        <translation>Verwunden oder Ausschalten braucht ein Ziel.</translation>
    </message>
    <message>
        <source>A grenade&apos;s aim map needs a target.</source>
        <translation>Die Zielkarte einer Granate braucht ein Ziel.</translation>
    </message>
    <message>
        <source>up to %1 choices are compared, not %2</source>
        <translation>es werden bis zu %1 Möglichkeiten verglichen, nicht %2</translation>
    </message>
    <message>
        <source>%1 must be text or a mapping of languages to text, not %2</source>
        <translation>%1 muss Text oder eine Zuordnung von Sprachen zu Text sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a language code (such as en, de or de_AT)</source>
        <translation>%1: %2 ist kein Sprachcode (wie en, de oder de_AT)</translation>
    </message>
    <message>
        <source>%1 in &apos;%2&apos;</source>
        <translation>%1 in &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 gives no English name (en)</source>
        <translation>%1 nennt keinen englischen Namen (en)</translation>
    </message>
    <message>
        <source>Dodge (regular: the roll is the difficulty)</source>
        <translation>Ausweichen (normal: der Wurf ist die Schwierigkeit)</translation>
    </message>
    <message>
        <source>reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Full dodge (the roll is added)</source>
        <translation>Volles Ausweichen (der Wurf wird addiert)</translation>
    </message>
    <message>
        <source>Target surprised (no reaction to this first action)</source>
        <translation>Ziel überrascht (keine Reaktion auf diese erste Aktion)</translation>
    </message>
    <message>
        <source>surprise</source>
        <translation>Überraschung</translation>
    </message>
    <message>
        <source>Try to surprise (Sneak against the target&apos;s Savvy)</source>
        <translation>Überraschungsversuch (Schleichen gegen das Köpfchen des Ziels)</translation>
    </message>
    <message>
        <source>%1 is a melee weapon: it has no range bands to compare</source>
        <translation>%1 ist eine Nahkampfwaffe: Sie hat keine Reichweitenbänder zum Vergleichen</translation>
    </message>
    <message numerus="yes">
        <source>%n more problems after these are not listed</source>
        <translation>
            <numerusform>%n weiteres Problem danach ist nicht aufgeführt</numerusform>
            <numerusform>%n weitere Probleme danach sind nicht aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 characters, more than the %3 it may have</source>
        <translation>%1 hat %2 Zeichen, mehr als die erlaubten %3</translation>
    </message>
    <message>
        <source>%1 is %2 m from the burst, within %3: %4 of %5 each.</source>
        <translation>%1 ist %2 m von der Explosion entfernt, innerhalb %3: %4 zu je %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n hits</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n Wunde</numerusform>
            <numerusform>%n Wunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 + %3 bonus = %4: %5 has %6 → %7.</source>
        <translation>%1 × %2 + %3 Bonus = %4: %5 hat %6 → %7.</translation>
    </message>
    <message>
        <source>two weapons at once are two firearms or two close combat weapons, not %1 and %2</source>
        <translation>zwei Waffen zugleich sind zwei Schusswaffen oder zwei Nahkampfwaffen, nicht %1 und %2</translation>
    </message>
    <message>
        <source>%1 and %2 together: DAM %3 + %4 = %5 is more than STR %6, and two close combat weapons may not add up past it</source>
        <translation>%1 und %2 zusammen: DAM %3 + %4 = %5 ist mehr als STR %6, und zwei Nahkampfwaffen dürfen zusammen nicht darüber liegen</translation>
    </message>
    <message>
        <source>%1%2 = %3</source>
        <translation>%1%2 = %3</translation>
    </message>
    <message>
        <source>Martial Arts: the %2 bruising also comes off %1: hits left %3 (%4).</source>
        <translation>Kampfkunst: Die %2 Prellungen gehen auch von %1 ab: noch %3 Trefferpunkte (%4).</translation>
    </message>
    <message>
        <source>no figure number %1 on the map</source>
        <translation>keine Figur Nummer %1 auf der Karte</translation>
    </message>
    <message>
        <source>%1 is out of the fight and cannot move</source>
        <translation>%1 ist aus dem Kampf und kann sich nicht bewegen</translation>
    </message>
    <message>
        <source>the hex %1,%2 is off the map (each coordinate within ±%3)</source>
        <translation>das Feld %1,%2 liegt außerhalb der Karte (jede Koordinate innerhalb ±%3)</translation>
    </message>
    <message>
        <source>%1 stands on the hex %2,%3</source>
        <translation>%1 steht auf dem Feld %2,%3</translation>
    </message>
    <message>
        <source>%1: places and readiness belong to session files of format 4 and later</source>
        <translation>%1: Standorte und Bereitschaft gehören in Sitzungsdateien ab Format 4</translation>
    </message>
    <message>
        <source>%1: %2 and %3 both stand on the hex %4,%5</source>
        <translation>%1: %2 und %3 stehen beide auf dem Feld %4,%5</translation>
    </message>
    <message>
        <source>%1 is %2 and cannot move</source>
        <translation>%1 ist %2 und kann sich nicht bewegen</translation>
    </message>
    <message>
        <source>%1 is %2 m from %3: a blow reaches only a hex beside the attacker&apos;s</source>
        <translation>%1 ist %2 m von %3 entfernt: ein Hieb reicht nur auf ein Feld neben dem Angreifer</translation>
    </message>
    <message numerus="yes">
        <source>the fire cannot walk on %n times: %1 more stand within reach of the shooter&apos;s line beside %2</source>
        <translation>
            <numerusform>das Feuer kann nicht %n-mal weiterwandern: %1 weitere stehen in Reichweite der Schusslinie neben %2</numerusform>
            <numerusform>das Feuer kann nicht %n-mal weiterwandern: %1 weitere stehen in Reichweite der Schusslinie neben %2</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody stands within the blast of %1 at %2,%3: it catches up to %4 m from there</source>
        <translation>niemand steht in der Explosion von %1 bei %2,%3: sie erfasst bis %4 m von dort</translation>
    </message>
    <message>
        <source>%1: the hex %2,%3 is off the map (each coordinate within ±%4)</source>
        <translation>%1: das Feld %2,%3 liegt außerhalb der Karte (jede Koordinate innerhalb ±%4)</translation>
    </message>
    <message>
        <source>%1 and %2 both stand on the hex %3,%4</source>
        <translation>%1 und %2 stehen beide auf dem Feld %3,%4</translation>
    </message>
    <message>
        <source>opening it for writing</source>
        <translation>beim Öffnen zum Schreiben</translation>
    </message>
    <message>
        <source>creating a new file beside it</source>
        <translation>beim Anlegen einer neuen Datei daneben</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>beim Schreiben</translation>
    </message>
    <message>
        <source>flushing it to the disk</source>
        <translation>beim Schreiben auf den Datenträger</translation>
    </message>
    <message>
        <source>closing it</source>
        <translation>beim Schließen</translation>
    </message>
    <message>
        <source>putting it in place of the old one</source>
        <translation>beim Ersetzen der alten Datei</translation>
    </message>
    <message>
        <source>%1: unknown weapon &apos;%2&apos;</source>
        <translation>%1: unbekannte Waffe „%2“</translation>
    </message>
    <message>
        <source>%1: %2 has no fire mode &apos;%3&apos;</source>
        <translation>%1: %2 hat keinen Feuermodus „%3“</translation>
    </message>
    <message>
        <source>%1: a mode needs its weapon</source>
        <translation>%1: ein Feuermodus braucht seine Waffe</translation>
    </message>
    <message>
        <source>nobody is there to dodge</source>
        <translation>niemand ist da, der ausweichen könnte</translation>
    </message>
    <message>
        <source>&apos;point&apos;</source>
        <translation>„point“</translation>
    </message>
    <message>
        <source>&apos;xeno_skin&apos; must be full_damage or minus_pv, not &apos;%1&apos;</source>
        <translation>&apos;xeno_skin&apos; muss full_damage oder minus_pv sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>PHYS roll to stay conscious: %1 against %2: conscious.</source>
        <translation>PHYS-Probe, um bei Bewusstsein zu bleiben: %1 gegen %2: bei Bewusstsein.</translation>
    </message>
    <message>
        <source>PHYS roll to stay conscious: %1 against %2: the shooter passes out.</source>
        <translation>PHYS-Probe, um bei Bewusstsein zu bleiben: %1 gegen %2: der Schütze wird bewusstlos.</translation>
    </message>
</context>
<context>
    <name>hitspread::AboutDialog</name>
    <message>
        <source>&lt;h2&gt;Hitspread %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Hitspread %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Ruleset: %1 (%2)
From: %3
%4 weapons, %5 characters, %6 body hexes</source>
        <translation>Regelwerk: %1 (%2)
Aus: %3
%4 Waffen, %5 Charaktere, %6 Körperhexfelder</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
</context>
<context>
    <name>hitspread::AimPanel</name>
    <message>
        <source>Show the &amp;aim map</source>
        <translation>&amp;Zielkarte anzeigen</translation>
    </message>
    <message>
        <source>Aim &amp;There</source>
        <translation>&amp;Dorthin zielen</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>schlechtestes</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bestes</translation>
    </message>
    <message>
        <source>Aim map legend, from the worst aim to the best</source>
        <translation>Legende der Zielkarte, vom schlechtesten zum besten Zielpunkt</translation>
    </message>
    <message>
        <source>What the aim is for</source>
        <translation>Wozu gezielt wird</translation>
    </message>
    <message>
        <source>Aim at the best hex for the goal</source>
        <translation>Auf das beste Feld für das Ziel zielen</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>Zwe&amp;ck:</translation>
    </message>
    <message>
        <source>Hit the body at all</source>
        <translation>Den Körper überhaupt treffen</translation>
    </message>
    <message>
        <source>Hit the %1</source>
        <translation>%1 treffen</translation>
    </message>
    <message>
        <source>No body to aim at.</source>
        <translation>Kein Körper, auf den gezielt werden kann.</translation>
    </message>
    <message>
        <source>No aim map: %1</source>
        <translation>Keine Zielkarte: %1</translation>
    </message>
    <message>
        <source>The body has no hex to aim at.</source>
        <translation>Der Körper hat kein Feld, auf das gezielt werden kann.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 hits expected</source>
        <translation>%1 Treffer erwartet</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <source>Best: %1.</source>
        <translation>Bestes: %1.</translation>
    </message>
    <message>
        <source>Runner-up: %1.</source>
        <translation>Zweitbestes: %1.</translation>
    </message>
    <message>
        <source>Exact, over every dice sequence of the shot.</source>
        <translation>Exakt, über alle Würfelfolgen des Schusses.</translation>
    </message>
    <message>
        <source>Computed over every landing of the action, not sampled.</source>
        <translation>Über alle Einschläge der Aktion berechnet, nicht gestichprobt.</translation>
    </message>
    <message>
        <source>Aim at %1</source>
        <translation>Auf %1 zielen</translation>
    </message>
    <message>
        <source>The shot (Shooter panel)</source>
        <translation>Der Schuss (Schützen-Bereich)</translation>
    </message>
    <message>
        <source>The grenade (Grenade panel)</source>
        <translation>Die Granate (Granaten-Bereich)</translation>
    </message>
    <message>
        <source>Which action the aim is rated for</source>
        <translation>Für welche Aktion das Zielen bewertet wird</translation>
    </message>
    <message>
        <source>Aims worked out</source>
        <translation>Berechnete Zielpunkte</translation>
    </message>
    <message>
        <source>A&amp;ction:</source>
        <translation>A&amp;ktion:</translation>
    </message>
    <message>
        <source>Wound the target</source>
        <translation>Das Ziel verwunden</translation>
    </message>
    <message>
        <source>Put the target down</source>
        <translation>Das Ziel ausschalten</translation>
    </message>
    <message>
        <source>Working out every aim…</source>
        <translation>Jeder Zielpunkt wird berechnet …</translation>
    </message>
    <message>
        <source>%1 (± %2 %)</source>
        <translation>%1 (± %2 %)</translation>
    </message>
    <message>
        <source>off the body</source>
        <translation>neben dem Körper</translation>
    </message>
    <message>
        <source>Sampled: %1 trials at each aim, on the same dice (seed %2); 95 % intervals.</source>
        <translation>Simuliert: %1 Versuche je Zielpunkt, mit denselben Würfeln (Startwert %2); 95-%-Intervalle.</translation>
    </message>
    <message>
        <source>Exact, over every dice sequence at each aim.</source>
        <translation>Exakt, über jede Würfelfolge an jedem Zielpunkt.</translation>
    </message>
    <message>
        <source>The aims are impact points in the lower third.</source>
        <translation>Die Zielpunkte sind Aufschlagpunkte im unteren Drittel.</translation>
    </message>
    <message>
        <source>No hex can: no hit is expected at any aim.</source>
        <translation>Kein Feld schafft es: Bei keinem Zielpunkt ist ein Treffer zu erwarten.</translation>
    </message>
    <message>
        <source>No hex can: the chance is 0 % at every aim.</source>
        <translation>Kein Feld schafft es: Die Chance ist bei jedem Zielpunkt 0 %.</translation>
    </message>
    <message>
        <source>No hex did in %1 trials at each aim (seed %2).</source>
        <translation>Kein Feld schaffte es in %1 Versuchen je Zielpunkt (Startwert %2).</translation>
    </message>
</context>
<context>
    <name>hitspread::BodyTable</name>
    <message>
        <source>Hitspread sessions (*.hitspread);;All files (*)</source>
        <translation>Hitspread-Sitzungen (*.hitspread);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Shooter</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <source>Grenade</source>
        <translation>Granate</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>Sitzung &amp;speichern</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Print Combat Sheet…</source>
        <translation>Kampfbogen &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Export Combat Sheet as PDF…</source>
        <translation>Kampfbogen als PDF &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Blank Combat Sheet as PDF…</source>
        <translation>Blan&amp;ko-Kampfbogen als PDF exportieren…</translation>
    </message>
    <message>
        <source>Open R&amp;uleset…</source>
        <translation>&amp;Regelwerk öffnen…</translation>
    </message>
    <message>
        <source>Rulese&amp;ts</source>
        <translation>Regel&amp;werke</translation>
    </message>
    <message>
        <source>Re&amp;load Ruleset</source>
        <translation>Regelwerk neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>&amp;Kampf</translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation>&amp;Feuern</translation>
    </message>
    <message>
        <source>&amp;Character Editor…</source>
        <translation>&amp;Charakter-Editor…</translation>
    </message>
    <message>
        <source>&amp;Throw Grenade</source>
        <translation>&amp;Granate werfen</translation>
    </message>
    <message>
        <source>&amp;Jump on the Grenade…</source>
        <translation>Auf die Granate &amp;springen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;An Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Heat Map</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <source>&amp;Reduce Motion</source>
        <translation>&amp;Bewegung reduzieren</translation>
    </message>
    <message>
        <source>Show the end of a burst at once instead of playing it</source>
        <translation>Das Ende eines Feuerstoßes sofort zeigen, statt ihn abzuspielen</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt-Werkzeugleiste</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Hitspread</source>
        <translation>%1[*] — %2 — Hitspread</translation>
    </message>
    <message>
        <source>no ruleset</source>
        <translation>kein Regelwerk</translation>
    </message>
    <message>
        <source>%1 — empty space</source>
        <translation>%1 — leerer Raum</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Cannot fire</source>
        <translation>Feuern nicht möglich</translation>
    </message>
    <message>
        <source>Cannot throw</source>
        <translation>Werfen nicht möglich</translation>
    </message>
    <message>
        <source>Cannot jump on the grenade</source>
        <translation>Auf die Granate springen nicht möglich</translation>
    </message>
    <message>
        <source>Combat sheet of %1</source>
        <translation>Kampfbogen von %1</translation>
    </message>
    <message>
        <source>Print Combat Sheet</source>
        <translation>Kampfbogen drucken</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>combat-sheet</source>
        <translation>kampfbogen</translation>
    </message>
    <message>
        <source>Export Blank Combat Sheet</source>
        <translation>Blanko-Kampfbogen exportieren</translation>
    </message>
    <message>
        <source>Export Combat Sheet</source>
        <translation>Kampfbogen exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Combat sheet not written</source>
        <translation>Kampfbogen nicht geschrieben</translation>
    </message>
    <message>
        <source>Combat sheet written to %1.</source>
        <translation>Kampfbogen nach %1 geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more.</source>
        <translation>
            <numerusform>
… und %n weiterer.</numerusform>
            <numerusform>
… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Ruleset</source>
        <translation>Regelwerk öffnen</translation>
    </message>
    <message>
        <source>Ruleset not loaded</source>
        <translation>Regelwerk nicht geladen</translation>
    </message>
    <message>
        <source>The ruleset has errors; the one in use stays.</source>
        <translation>Das Regelwerk enthält Fehler; das verwendete bleibt.</translation>
    </message>
    <message>
        <source>Ruleset not reloaded</source>
        <translation>Regelwerk nicht neu geladen</translation>
    </message>
    <message>
        <source>Ruleset reloaded.</source>
        <translation>Regelwerk neu geladen.</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Sitzung nicht geöffnet</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Kampfverlauf</translation>
    </message>
    <message>
        <source>Start &amp;Round</source>
        <translation>&amp;Runde beginnen</translation>
    </message>
    <message>
        <source>Cannot start the round</source>
        <translation>Runde kann nicht beginnen</translation>
    </message>
    <message>
        <source>Cannot treat</source>
        <translation>Behandlung nicht möglich</translation>
    </message>
    <message>
        <source>T&amp;reat the Target…</source>
        <translation>Ziel &amp;behandeln…</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <source>Body diagram</source>
        <translation>Körperdiagramm</translation>
    </message>
    <message>
        <source>Move the aim one hex up its column</source>
        <translation>Das Ziel ein Feld in seiner Spalte nach oben bewegen</translation>
    </message>
    <message>
        <source>Move the aim one hex down its column</source>
        <translation>Das Ziel ein Feld in seiner Spalte nach unten bewegen</translation>
    </message>
    <message>
        <source>Move the aim one column to the left</source>
        <translation>Das Ziel eine Spalte nach links bewegen</translation>
    </message>
    <message>
        <source>Move the aim one column to the right</source>
        <translation>Das Ziel eine Spalte nach rechts bewegen</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>Zoom in or out</source>
        <translation>Vergrößern oder verkleinern</translation>
    </message>
    <message>
        <source>Cannot dodge</source>
        <translation>Ausweichen nicht möglich</translation>
    </message>
    <message>
        <source>Target &amp;Dodges</source>
        <translation>Ziel weicht &amp;aus</translation>
    </message>
    <message>
        <source>&amp;Dodge (This Round)</source>
        <translation>&amp;Ausweichen (diese Runde)</translation>
    </message>
    <message>
        <source>&amp;Quick Dodge (This Phase)</source>
        <translation>&amp;Schnelles Ausweichen (diese Phase)</translation>
    </message>
    <message>
        <source>D&amp;ance or Ballet of Death</source>
        <translation>&amp;Todestanz oder Todesballett</translation>
    </message>
    <message>
        <source>Cannot clear the jam</source>
        <translation>Ladehemmung lässt sich nicht beheben</translation>
    </message>
    <message>
        <source>C&amp;lear the Jam</source>
        <translation>&amp;Ladehemmung beheben</translation>
    </message>
    <message>
        <source>session.hitspread</source>
        <translation>sitzung.hitspread</translation>
    </message>
    <message>
        <source>Best Aim</source>
        <translation>Bester Zielpunkt</translation>
    </message>
    <message>
        <source>&amp;Aim Map</source>
        <translation>&amp;Zielkarte</translation>
    </message>
    <message>
        <source>Aim at the &amp;Next Best Hex</source>
        <translation>Auf das &amp;nächstbeste Feld zielen</translation>
    </message>
    <message>
        <source>Each press aims at the next of the ten best hexes for the Best Aim dock&apos;s goal, from the best</source>
        <translation>Jeder Druck zielt auf das nächste der zehn besten Felder für den Zweck im Dock „Bester Zielpunkt“, beginnend beim besten</translation>
    </message>
    <message>
        <source>%1: the roll log is written as .csv or .json; name the file with one of them.</source>
        <translation>%1: Das Wurfprotokoll wird als .csv oder .json geschrieben; benennen Sie die Datei mit einer dieser Endungen.</translation>
    </message>
    <message>
        <source>%1: the diagram is written as .png or .svg; name the file with one of them.</source>
        <translation>%1: Das Diagramm wird als .png oder .svg geschrieben; benennen Sie die Datei mit einer dieser Endungen.</translation>
    </message>
    <message>
        <source>Body diagram: %1</source>
        <translation>Körperdiagramm: %1</translation>
    </message>
    <message>
        <source>%1: the diagram could not be drawn.</source>
        <translation>%1: Das Diagramm ließ sich nicht zeichnen.</translation>
    </message>
    <message>
        <source>CSV, one row per die (*.csv)</source>
        <translation>CSV, eine Zeile pro Würfel (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Roll Log</source>
        <translation>Wurfprotokoll exportieren</translation>
    </message>
    <message>
        <source>roll-log</source>
        <translation>wurfprotokoll</translation>
    </message>
    <message>
        <source>Roll log not written</source>
        <translation>Wurfprotokoll nicht geschrieben</translation>
    </message>
    <message>
        <source>Roll log written to %1.</source>
        <translation>Wurfprotokoll nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>diagram</source>
        <translation>diagramm</translation>
    </message>
    <message>
        <source>Diagram not written</source>
        <translation>Diagramm nicht geschrieben</translation>
    </message>
    <message>
        <source>Diagram written to %1.</source>
        <translation>Diagramm nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>Export Roll Lo&amp;g…</source>
        <translation>Wurf&amp;protokoll exportieren…</translation>
    </message>
    <message>
        <source>Export D&amp;iagram…</source>
        <translation>Dia&amp;gramm exportieren…</translation>
    </message>
    <message>
        <source>&amp;Player Display</source>
        <translation>&amp;Spieleranzeige</translation>
    </message>
    <message>
        <source>A window for a second screen or a projector: the bodies, the shots as they land and the result, nothing else</source>
        <translation>Ein Fenster für einen zweiten Bildschirm oder einen Projektor: die Körper, die Schüsse beim Einschlagen und das Ergebnis, sonst nichts</translation>
    </message>
    <message>
        <source>Compare &amp;Weapons…</source>
        <translation>&amp;Waffen vergleichen…</translation>
    </message>
    <message>
        <source>Up to four weapons, ammo, fire modes and aims against the target as it stands, at each range band</source>
        <translation>Bis zu vier Waffen, Munition, Feuermodi und Zielaktionen gegen das Ziel, wie es dasteht, je Entfernungsbereich</translation>
    </message>
    <message>
        <source>The session as opened</source>
        <translation>Die Sitzung wie geöffnet</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Cannot end the turn</source>
        <translation>Der Zug lässt sich nicht beenden</translation>
    </message>
    <message>
        <source>End &amp;Turn</source>
        <translation>&amp;Zug beenden</translation>
    </message>
    <message>
        <source>The next in the initiative order acts (a round starts when none runs)</source>
        <translation>Der Nächste in der Initiativereihenfolge handelt (läuft keine Runde, beginnt eine)</translation>
    </message>
    <message>
        <source>D&amp;odge (the One Who Acts)</source>
        <translation>Ausw&amp;eichen (wer handelt)</translation>
    </message>
    <message>
        <source>Nobody acts: pick the one who dodges in the Combatants dock.</source>
        <translation>Niemand handelt: Bitte im Dock „Kämpfer“ wählen, wer ausweicht.</translation>
    </message>
    <message>
        <source>Nobody is the target: pick one in the Combatants dock.</source>
        <translation>Niemand ist das Ziel: Bitte im Dock „Kämpfer“ eines wählen.</translation>
    </message>
    <message>
        <source>No suppressive fire</source>
        <translation>Kein Unterdrückungsfeuer</translation>
    </message>
    <message>
        <source>Su&amp;ppressive Fire on the Target…</source>
        <translation>&amp;Unterdrückungsfeuer auf das Ziel…</translation>
    </message>
</context>
<context>
    <name>hitspread::BodyView</name>
    <message>
        <source>Body hex diagram</source>
        <translation>Hexfeld-Körperdiagramm</translation>
    </message>
    <message>
        <source>Click a hex or use the arrow keys to aim; Enter fires.</source>
        <translation>Zum Zielen ein Hexfeld anklicken oder die Pfeiltasten nutzen; Enter feuert.</translation>
    </message>
    <message>
        <source>%1: DAM %2, %3 to the body</source>
        <translation>%1: DAM %2, %3 auf den Körper</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>TOT</translation>
    </message>
    <message>
        <source>UNCONSCIOUS</source>
        <translation>BEWUSSTLOS</translation>
    </message>
    <message>
        <source>Target %1: %2</source>
        <translation>Ziel %1: %2</translation>
    </message>
    <message>
        <source>Aim at %1</source>
        <translation>Auf %1 zielen</translation>
    </message>
    <message>
        <source>%1 — empty space</source>
        <translation>%1 — leerer Raum</translation>
    </message>
    <message>
        <source>, PV %1 ID %2</source>
        <translation>, PV %1 ID %2</translation>
    </message>
    <message>
        <source>The bodies in play and where the shots landed.</source>
        <translation>Die Körper im Spiel und wo die Schüsse einschlugen.</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)%4, hits left %5</source>
        <translation>%1 — %2 (%3)%4, verbleibende Treffer %5</translation>
    </message>
</context>
<context>
    <name>hitspread::CharacterEditor</name>
    <message>
        <source>Character files (*.yaml);;All files (*)</source>
        <translation>Charakterdateien (*.yaml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Use as S&amp;hooter</source>
        <translation>Als Sch&amp;ütze verwenden</translation>
    </message>
    <message>
        <source>Use as &amp;Target</source>
        <translation>Als &amp;Ziel verwenden</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>%1 rank</source>
        <translation>Stufe in %1</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Hits of the %1</source>
        <translation>Trefferpunkte: %1</translation>
    </message>
    <message>
        <source>%1 ID %2</source>
        <translation>%1 ID %2</translation>
    </message>
    <message>
        <source>%1 — PV %2, dodge %3</source>
        <translation>%1 — PV %2, Ausweichen %3</translation>
    </message>
    <message>
        <source>%1 — PEN %2, DAM %3</source>
        <translation>%1 — PEN %2, DAM %3</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;PHYS&lt;/td&gt;&lt;td align=right&gt;%1&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;KNOW&lt;/td&gt;&lt;td align=right&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Actions per round&lt;/td&gt;&lt;td align=right&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;INI&lt;/td&gt;&lt;td align=right&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Wound threshold&lt;/td&gt;&lt;td align=right&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;STR bonus&lt;/td&gt;&lt;td align=right&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Free parries&lt;/td&gt;&lt;td align=right&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;PHYS&lt;/td&gt;&lt;td align=right&gt;%1&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;KNOW&lt;/td&gt;&lt;td align=right&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Aktionen pro Runde&lt;/td&gt;&lt;td align=right&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;INI&lt;/td&gt;&lt;td align=right&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Wundschwelle&lt;/td&gt;&lt;td align=right&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;STR-Bonus&lt;/td&gt;&lt;td align=right&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Freie Paraden&lt;/td&gt;&lt;td align=right&gt;%7&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>A character needs a name.</source>
        <translation>Ein Charakter braucht einen Namen.</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
    <message>
        <source>Open Character</source>
        <translation>Charakter öffnen</translation>
    </message>
    <message>
        <source>Character not opened</source>
        <translation>Charakter nicht geöffnet</translation>
    </message>
    <message>
        <source>The file has errors; the character being edited stays.</source>
        <translation>Die Datei enthält Fehler; der bearbeitete Charakter bleibt.</translation>
    </message>
    <message>
        <source>Save Character</source>
        <translation>Charakter speichern</translation>
    </message>
    <message>
        <source>Character not saved</source>
        <translation>Charakter nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>hitspread::CombatantsPanel</name>
    <message>
        <source>left the fight</source>
        <translation>hat den Kampf verlassen</translation>
    </message>
    <message>
        <source>knocked down</source>
        <translation>umgeworfen</translation>
    </message>
    <message>
        <source>fighting</source>
        <translation>kämpft</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Combatants</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Incap</source>
        <translation>Incap</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add a combatant</source>
        <translation>Einen Kämpfer hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Add another of the selected combatant&apos;s kind</source>
        <translation>Einen weiteren Kämpfer von der Art des gewählten hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Take the selected combatant out of the fight</source>
        <translation>Den gewählten Kämpfer aus dem Kampf nehmen</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Rename the selected combatant</source>
        <translation>Den gewählten Kämpfer umbenennen</translation>
    </message>
    <message>
        <source>S&amp;ide</source>
        <translation>&amp;Seite</translation>
    </message>
    <message>
        <source>Move the selected combatant to another side</source>
        <translation>Den gewählten Kämpfer einer anderen Seite zuordnen</translation>
    </message>
    <message>
        <source>A&amp;cts</source>
        <translation>H&amp;andelt</translation>
    </message>
    <message>
        <source>The selected combatant acts</source>
        <translation>Der gewählte Kämpfer handelt</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>The selected combatant is the target</source>
        <translation>Der gewählte Kämpfer wird zum Ziel</translation>
    </message>
    <message>
        <source>&amp;Further target</source>
        <translation>&amp;Weiteres Ziel</translation>
    </message>
    <message>
        <source>Add the selected combatant to the scene as a further target, or take it out</source>
        <translation>Den gewählten Kämpfer als weiteres Ziel zur Szene hinzufügen oder wieder aus ihr nehmen</translation>
    </message>
    <message>
        <source>From a Character &amp;File…</source>
        <translation>Aus einer &amp;Charakterdatei…</translation>
    </message>
    <message>
        <source>acts</source>
        <translation>handelt</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>further target</source>
        <translation>weiteres Ziel</translation>
    </message>
    <message>
        <source>next to act</source>
        <translation>handelt als Nächstes</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
    <message>
        <source>The ruleset has no character &apos;%1&apos;.</source>
        <translation>Das Regelwerk kennt keinen Charakter „%1“.</translation>
    </message>
    <message>
        <source>Add a Combatant from a File</source>
        <translation>Kämpfer aus einer Datei hinzufügen</translation>
    </message>
    <message>
        <source>Character files (*.yaml *.yml);;All files (*)</source>
        <translation>Charakterdateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Select a combatant first.</source>
        <translation>Bitte zuerst einen Kämpfer wählen.</translation>
    </message>
    <message>
        <source>Rename Combatant</source>
        <translation>Kämpfer umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>dancing, −%1 to ranged attacks on it</source>
        <translation>im Todestanz, −%1 auf Fernkampfangriffe dagegen</translation>
    </message>
    <message>
        <source>dodging, −%1 to blows on it</source>
        <translation>weicht aus, −%1 auf Schläge dagegen</translation>
    </message>
    <message>
        <source>%1 on its actions this round</source>
        <translation>%1 auf seine Aktionen in dieser Runde</translation>
    </message>
    <message>
        <source>%1 on its next action</source>
        <translation>%1 auf seine nächste Aktion</translation>
    </message>
    <message>
        <source>%1 jammed</source>
        <translation>%1 mit Ladehemmung</translation>
    </message>
</context>
<context>
    <name>hitspread::CompareCharts</name>
    <message>
        <source>Chart of the chance to put the target down at each range band</source>
        <translation>Diagramm der Chance, das Ziel in jedem Entfernungsbereich niederzustrecken</translation>
    </message>
    <message>
        <source>Chart of the hits expected off the target&apos;s body at each range band</source>
        <translation>Diagramm der Treffer, die der Körper des Ziels in jedem Entfernungsbereich erwartungsgemäß verliert</translation>
    </message>
    <message>
        <source>Table of the chance to put the target down and the hits expected, choice by range band</source>
        <translation>Tabelle der Chance, das Ziel niederzustrecken, und der erwarteten Treffer, je Möglichkeit und Entfernungsbereich</translation>
    </message>
    <message>
        <source>Optimum</source>
        <translation>Optimal</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Weit</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>%1 ±%2</source>
        <translation>%1 ±%2</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>%1 ±%2 hits</source>
        <translation>%1 ±%2 Treffer</translation>
    </message>
    <message>
        <source>%1 at %2 range</source>
        <translation>%1 auf Entfernung %2</translation>
    </message>
    <message>
        <source>%1: down %2</source>
        <translation>%1: niedergestreckt %2</translation>
    </message>
    <message>
        <source>%1: %2 expected</source>
        <translation>%1: %2 erwartet</translation>
    </message>
    <message>
        <source>Exact: counted over all %L1 dice sequences.</source>
        <translation>Exakt: über alle %L1 Würfelfolgen gezählt.</translation>
    </message>
    <message>
        <source>Sampled: %L1 seeded trials (seed %2); ± is the 95 % interval.</source>
        <translation>Stichprobe: %L1 Versuche mit Startwert %2; ± ist das 95‑%‑Intervall.</translation>
    </message>
    <message>
        <source>%1: impossible (%2)</source>
        <translation>%1: unmöglich (%2)</translation>
    </message>
    <message>
        <source>Impossible</source>
        <translation>Unmöglich</translation>
    </message>
    <message>
        <source>Chance to put the target down</source>
        <translation>Chance, das Ziel niederzustrecken</translation>
    </message>
    <message>
        <source>Hits expected off its body</source>
        <translation>Erwartete Treffer am Körper</translation>
    </message>
</context>
<context>
    <name>hitspread::CompareWindow</name>
    <message>
        <source>Compare Weapons</source>
        <translation>Waffen vergleichen</translation>
    </message>
    <message>
        <source>Seeded trials of each choice that is more than one shot, at each range band</source>
        <translation>Versuche jeder Möglichkeit, die mehr als ein Schuss ist, je Entfernungsbereich</translation>
    </message>
    <message>
        <source>The trials&apos; dice: the same seed gives the same figures</source>
        <translation>Die Würfel der Versuche: derselbe Startwert ergibt dieselben Zahlen</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>&amp;Versuche:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Progress of the comparison</source>
        <translation>Fortschritt des Vergleichs</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Möglichkeiten</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Munition</translation>
    </message>
    <message>
        <source>Fire mode</source>
        <translation>Feuermodus</translation>
    </message>
    <message>
        <source>Aims</source>
        <translation>Zielaktionen</translation>
    </message>
    <message>
        <source>Use This</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Weapon of choice %1</source>
        <translation>Waffe der Möglichkeit %1</translation>
    </message>
    <message>
        <source>Ammo of choice %1</source>
        <translation>Munition der Möglichkeit %1</translation>
    </message>
    <message>
        <source>Fire mode of choice %1</source>
        <translation>Feuermodus der Möglichkeit %1</translation>
    </message>
    <message>
        <source>Aims of choice %1</source>
        <translation>Zielaktionen der Möglichkeit %1</translation>
    </message>
    <message>
        <source>Set this weapon, ammo, fire mode and aims up in the Shooter panel</source>
        <translation>Diese Waffe, Munition, diesen Feuermodus und die Zielaktionen im Dock „Schütze“ einstellen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>%1 (carried)</source>
        <translation>%1 (getragen)</translation>
    </message>
    <message>
        <source>Single shot</source>
        <translation>Einzelschuss</translation>
    </message>
    <message>
        <source>Semi-auto</source>
        <translation>Halbautomatisch</translation>
    </message>
    <message>
        <source>Burst of %1</source>
        <translation>Feuerstoß aus %1</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Vollautomatisch</translation>
    </message>
    <message>
        <source>Use %1, %2</source>
        <translation>%1, %2 übernehmen</translation>
    </message>
    <message>
        <source>No target to compare the weapons against.</source>
        <translation>Kein Ziel, gegen das die Waffen verglichen werden könnten.</translation>
    </message>
    <message>
        <source>The target</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>bruising %1</source>
        <translation>Prellungen %1</translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n Wunde</numerusform>
            <numerusform>%n Wunden</numerusform>
        </translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>Against &lt;b&gt;%1&lt;/b&gt; as it stands now (%2). %3 fires as set up in the Shooter panel, aimed at %4.</source>
        <translation>Gegen &lt;b&gt;%1&lt;/b&gt; in seinem jetzigen Zustand (%2). %3 schießt wie im Dock „Schütze“ eingestellt, gezielt auf %4.</translation>
    </message>
    <message>
        <source>No ruleset of the 3d System is loaded.</source>
        <translation>Kein Regelwerk des 3d-Systems ist geladen.</translation>
    </message>
    <message>
        <source>Pick a weapon in a row to compare.</source>
        <translation>Wähle in einer Zeile eine Waffe zum Vergleichen.</translation>
    </message>
    <message>
        <source>Working out…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message numerus="yes">
        <source>%n aim(s)</source>
        <translation>
            <numerusform>%n Zielaktion</numerusform>
            <numerusform>%n Zielaktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2, %3, %4</source>
        <translation>%1. %2, %3, %4</translation>
    </message>
    <message>
        <source>Choice %1 is impossible: %2</source>
        <translation>Möglichkeit %1 ist unmöglich: %2</translation>
    </message>
    <message>
        <source>Figures with ± are sampled over %L1 seeded trials (seed %2), ± the 95 % interval; the others are exact, counted over every dice sequence.</source>
        <translation>Zahlen mit ± sind Stichproben aus %L1 Versuchen (Startwert %2), ± das 95‑%‑Intervall; die übrigen sind exakt, über jede Würfelfolge gezählt.</translation>
    </message>
    <message>
        <source>Every figure is sampled over %L1 seeded trials (seed %2), ± the 95 % interval.</source>
        <translation>Jede Zahl ist eine Stichprobe aus %L1 Versuchen (Startwert %2), ± das 95‑%‑Intervall.</translation>
    </message>
    <message>
        <source>Every figure is exact, counted over every dice sequence of the shot.</source>
        <translation>Jede Zahl ist exakt, über jede Würfelfolge des Schusses gezählt.</translation>
    </message>
    <message>
        <source>Incap %1</source>
        <translation>Incap %1</translation>
    </message>
    <message>
        <source>%1 %2 hits</source>
        <translation>%1 %2 Treffer</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>A&amp;nhalten</translation>
    </message>
    <message>
        <source>Work It &amp;Out</source>
        <translation>Aus&amp;rechnen</translation>
    </message>
    <message>
        <source>Stopped: the charts are of what was asked before.</source>
        <translation>Angehalten: die Diagramme zeigen, was vorher gefragt war.</translation>
    </message>
</context>
<context>
    <name>hitspread::DiceEntryDialog</name>
    <message>
        <source>No dice entered yet.</source>
        <translation>Noch keine Würfel eingegeben.</translation>
    </message>
    <message>
        <source>Entered: %1</source>
        <translation>Eingegeben: %1</translation>
    </message>
    <message>
        <source>This cannot be rolled: %1</source>
        <translation>Das kann nicht gewürfelt werden: %1</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>Augenzahl %1</translation>
    </message>
    <message>
        <source>Roll a d%1 for the &lt;b&gt;%2&lt;/b&gt; (die %3) and click its face.</source>
        <translation>Einen W%1 als &lt;b&gt;%2&lt;/b&gt; werfen (Würfel %3) und seine Augenzahl anklicken.</translation>
    </message>
    <message>
        <source>Or type it: 1 to 9, 10 to %1 as two digits; Backspace takes back the last die.</source>
        <translation>Oder eintippen: 1 bis 9, 10 bis %1 als zwei Ziffern; die Rücktaste nimmt den letzten Würfel zurück.</translation>
    </message>
    <message>
        <source>Or type it: 1 to %1; Backspace takes back the last die.</source>
        <translation>Oder eintippen: 1 bis %1; die Rücktaste nimmt den letzten Würfel zurück.</translation>
    </message>
    <message>
        <source>Roll a d%1 for &lt;b&gt;%2&lt;/b&gt;: the &lt;b&gt;%3&lt;/b&gt; (die %4), and click its face.</source>
        <translation>Werfen Sie einen W%1 für &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (Würfel %4), und klicken Sie seine Seite an.</translation>
    </message>
</context>
<context>
    <name>hitspread::DiceStrip</name>
    <message>
        <source>d%1 %2 %3</source>
        <translation>W%1 %2 %3</translation>
    </message>
    <message>
        <source>Die %1: a d%2 for the %3, showing %4</source>
        <translation>Würfel %1: ein W%2 für %3, zeigt %4</translation>
    </message>
</context>
<context>
    <name>hitspread::Document</name>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
</context>
<context>
    <name>hitspread::EffectChart</name>
    <message>
        <source>&amp;Work Out What It Does</source>
        <translation>&amp;Ausrechnen, was es bewirkt</translation>
    </message>
    <message>
        <source>Sample %L1 seeded trials of the action against the target as it stands</source>
        <translation>%L1 gesetzte Versuche der Aktion gegen das Ziel in seinem jetzigen Zustand würfeln</translation>
    </message>
    <message>
        <source>Chart of the state the target ends in</source>
        <translation>Diagramm des Zustands, in dem das Ziel endet</translation>
    </message>
    <message>
        <source>No target to work out.</source>
        <translation>Kein Ziel zum Ausrechnen.</translation>
    </message>
    <message>
        <source>What this action does to %1: Work Out samples %L2 trials.</source>
        <translation>Was diese Aktion bei %1 bewirkt: „Ausrechnen“ würfelt %L2 Versuche.</translation>
    </message>
    <message>
        <source>Nothing to work out: %1</source>
        <translation>Nichts auszurechnen: %1</translation>
    </message>
    <message>
        <source>What this action does to %1: down (unconscious or dead) %2, %3 hits expected off its body, a bullet stuck %4.</source>
        <translation>Was diese Aktion bei %1 bewirkt: außer Gefecht (bewusstlos oder tot) %2, %3 Trefferpunkte erwartet vom Körper, eine steckende Kugel %4.</translation>
    </message>
    <message>
        <source>Exact, over all %L1 dice sequences of the shot.</source>
        <translation>Exakt, über alle %L1 Würfelfolgen des Schusses.</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Unhurt</source>
        <translation>Unverletzt</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Verwundet</translation>
    </message>
    <message>
        <source>Location useless</source>
        <translation>Zone unbrauchbar</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Bewusstlos</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Bullet stuck</source>
        <translation>Kugel steckt</translation>
    </message>
    <message>
        <source>What the grenade does to %1 on the impact point: down (unconscious or dead) %2, %3 hits expected off its body.</source>
        <translation>Was die Granate %1 auf dem Aufschlagpunkt antut: ausgeschaltet (bewusstlos oder tot) %2, %3 Treffer am Körper erwartet.</translation>
    </message>
    <message>
        <source>Exact, over all %L1 dice sequences of the throw.</source>
        <translation>Exakt, über alle %L1 Würfelfolgen des Wurfs.</translation>
    </message>
    <message>
        <source>Chart of the hits taken off the target&apos;s body</source>
        <translation>Diagramm der Treffer, die der Körper des Ziels verliert</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Hits taken off the body</source>
        <translation>Verlorene Treffer am Körper</translation>
    </message>
    <message>
        <source>Hits taken off the body (sampled)</source>
        <translation>Verlorene Treffer am Körper (Stichprobe)</translation>
    </message>
    <message>
        <source>Sampled: %L1 seeded trials; down within ±%2, each state and a bullet stuck within ±%4, the hits within ±%3 (95 %).</source>
        <translation>Gewürfelt: %L1 gesetzte Versuche; außer Gefecht auf ±%2, jeder Zustand und eine steckende Kugel auf ±%4, die Trefferpunkte auf ±%3 genau (95 %).</translation>
    </message>
</context>
<context>
    <name>hitspread::FightMapModel</name>
    <message>
        <source>blast</source>
        <translation>Explosion</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>within reach</source>
        <translation>in Reichweite</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>außer Reichweite</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>außer Schussweite</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>%1 Acts</source>
        <translation>%1 handelt</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>Not a Further Target</source>
        <translation>Kein weiteres Ziel mehr</translation>
    </message>
    <message>
        <source>Further Target</source>
        <translation>Weiteres Ziel</translation>
    </message>
</context>
<context>
    <name>hitspread::GrenadePanel</name>
    <message>
        <source>fragmentation</source>
        <translation>Splittergranate</translation>
    </message>
    <message>
        <source>blast (bruising)</source>
        <translation>Sprenggranate (Prellung)</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>Rauchgranate</translation>
    </message>
    <message>
        <source>flash/bang</source>
        <translation>Blendgranate</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>jemand</translation>
    </message>
    <message>
        <source>Already lying on the floor (no throw)</source>
        <translation>Liegt schon am Boden (kein Wurf)</translation>
    </message>
    <message>
        <source>Impact odds on the diagram</source>
        <translation>Einschlagchancen im Diagramm</translation>
    </message>
    <message>
        <source>&amp;Throw</source>
        <translation>&amp;Werfen</translation>
    </message>
    <message>
        <source>&amp;Jump on It…</source>
        <translation>Dr&amp;aufspringen…</translation>
    </message>
    <message>
        <source>Grenade</source>
        <translation>Granate</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Throwing distance</source>
        <translation>Wurfentfernung</translation>
    </message>
    <message>
        <source>How far the thrower stands from the impact point; it sets the range band (§4)</source>
        <translation>Wie weit der Werfer vom Einschlagpunkt entfernt steht; das bestimmt die Reichweite (§4)</translation>
    </message>
    <message>
        <source>Throwing skill</source>
        <translation>Fertigkeit Werfen</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>The referee&apos;s modifier for the throw (visibility, cover, …)</source>
        <translation>Der Modifikator des Spielleiters für den Wurf (Sicht, Deckung, …)</translation>
    </message>
    <message>
        <source>Why the grenade cannot be thrown</source>
        <translation>Warum die Granate nicht geworfen werden kann</translation>
    </message>
    <message>
        <source>Throw the grenade</source>
        <translation>Die Granate werfen</translation>
    </message>
    <message>
        <source>Jump on the grenade</source>
        <translation>Auf die Granate springen</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Caught</source>
        <translation>Erfasst</translation>
    </message>
    <message>
        <source>Locations hit</source>
        <translation>Getroffene Trefferzonen</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Characters near the blast</source>
        <translation>Charaktere nahe der Explosion</translation>
    </message>
    <message>
        <source>Zone: the character&apos;s blast zone in hexes, R − distance ÷ blast radius (§9); below 0 unaffected. Caught: the exact chance that a location is inside it. Locations hit and damage: the selected grenade in the roll log.</source>
        <translation>Zone: die Explosionszone des Charakters in Hexfeldern, R − Entfernung ÷ Explosionsradius (§9); unter 0 nicht betroffen. Erfasst: die genaue Chance, dass eine Trefferzone darin liegt. Getroffene Trefferzonen und Schaden: die im Wurfprotokoll gewählte Granate.</translation>
    </message>
    <message>
        <source>Chance of each location being in the blast zone</source>
        <translation>Chance jeder Trefferzone, in der Explosionszone zu liegen</translation>
    </message>
    <message>
        <source>&amp;Grenade:</source>
        <translation>&amp;Granate:</translation>
    </message>
    <message>
        <source>&amp;Distance:</source>
        <translation>&amp;Entfernung:</translation>
    </message>
    <message>
        <source>Throwing &amp;skill:</source>
        <translation>&amp;Fertigkeit Werfen:</translation>
    </message>
    <message>
        <source>&amp;Modifier:</source>
        <translation>&amp;Modifikator:</translation>
    </message>
    <message>
        <source>Impact point:</source>
        <translation>Einschlagpunkt:</translation>
    </message>
    <message>
        <source>Grenade %1</source>
        <translation>Granate %1</translation>
    </message>
    <message>
        <source>Grenade on the floor</source>
        <translation>Granate am Boden</translation>
    </message>
    <message>
        <source>Grenade thrown</source>
        <translation>Granate geworfen</translation>
    </message>
    <message>
        <source>Throw modifier</source>
        <translation>Wurfmodifikator</translation>
    </message>
    <message>
        <source>%1; zone %2 hexes, 1 hex less per %3 m; damage %4</source>
        <translation>%1; Zone %2 Hexfelder, 1 Hexfeld weniger je %3 m; Schaden %4</translation>
    </message>
    <message>
        <source>, PEN %1</source>
        <translation>, PEN %1</translation>
    </message>
    <message>
        <source>, no PEN (armour does not stop it)</source>
        <translation>, kein PEN (Panzerung hält sie nicht auf)</translation>
    </message>
    <message>
        <source>; optimum range %1 m.</source>
        <translation>; optimale Reichweite %1 m.</translation>
    </message>
    <message>
        <source>%1 range</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <source>beyond extreme range</source>
        <translation>jenseits der extremen Reichweite</translation>
    </message>
    <message>
        <source>%1 — the hex aimed at on the diagram (the lower third, rows %2 to %3)</source>
        <translation>%1 — das im Diagramm anvisierte Hexfeld (unteres Drittel, Reihen %2 bis %3)</translation>
    </message>
    <message>
        <source>Set &amp;Off</source>
        <translation>&amp;Zünden</translation>
    </message>
    <message>
        <source>0 m (on it)</source>
        <translation>0 m (darauf)</translation>
    </message>
    <message>
        <source>Distance of target %1</source>
        <translation>Entfernung von Ziel %1</translation>
    </message>
    <message>
        <source>Distance of %1 from the impact point</source>
        <translation>Entfernung von %1 zum Einschlagpunkt</translation>
    </message>
    <message>
        <source>unaffected</source>
        <translation>nicht betroffen</translation>
    </message>
    <message>
        <source>1 hex</source>
        <translation>1 Hexfeld</translation>
    </message>
    <message>
        <source>%1 hexes</source>
        <translation>%1 Hexfelder</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 Incap</source>
        <translation>%1 Incap</translation>
    </message>
    <message>
        <source>%1 bruising</source>
        <translation>%1 Prellung</translation>
    </message>
    <message>
        <source>At the Target&apos;s &amp;Body</source>
        <translation>Auf den &amp;Körper des Ziels</translation>
    </message>
    <message>
        <source>Throw at the target&apos;s body instead of the point on the map</source>
        <translation>Auf den Körper des Ziels werfen statt auf den Punkt der Karte</translation>
    </message>
    <message>
        <source>Grenade at the target&apos;s body</source>
        <translation>Granate auf den Körper des Ziels</translation>
    </message>
    <message>
        <source>%1,%2 on the map (press its ground to move it); on each body %3, the hex aimed at on the diagram</source>
        <translation>%1,%2 auf der Karte (auf ihren Boden drücken, um ihn zu versetzen); auf jedem Körper %3, das anvisierte Hexfeld des Diagramms</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
</context>
<context>
    <name>hitspread::GroundMapModel</name>
    <message>
        <source>%1 stands there.</source>
        <translation>Dort steht %1.</translation>
    </message>
    <message>
        <source>%1 Acts</source>
        <translation>%1 handelt</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>%1&apos;s Side</source>
        <translation>Seite von %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Intended Point Here</source>
        <translation>Zielpunkt hierher</translation>
    </message>
    <message>
        <source>Add Figure Here</source>
        <translation>Figur hier hinzufügen</translation>
    </message>
</context>
<context>
    <name>hitspread::GroundScene</name>
    <message>
        <source>Ruleset &apos;%1&apos; plays on the body hex diagram, not on the ground map.</source>
        <translation>Das Regelwerk „%1“ spielt auf dem Hexfeld-Körperdiagramm, nicht auf der Bodenkarte.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>Move the intended point</source>
        <translation>Zielpunkt verschieben</translation>
    </message>
    <message>
        <source>%1 acts</source>
        <translation>%1 handelt</translation>
    </message>
    <message>
        <source>Heal everyone</source>
        <translation>Alle heilen</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
    <message>
        <source>Dice typed but not rolled: %1. Type exactly the dice the action rolls.</source>
        <translation>Eingegebene, aber nicht gewürfelte Würfel: %1. Genau die Würfel eingeben, die die Aktion würfelt.</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>The typed dice do not do: %1</source>
        <translation>Die eingegebenen Würfel passen nicht: %1</translation>
    </message>
    <message>
        <source>The folder %1 no longer holds ruleset &apos;%2&apos; of the ground map.</source>
        <translation>Der Ordner %1 enthält das Regelwerk „%2“ der Bodenkarte nicht mehr.</translation>
    </message>
    <message>
        <source>The reloaded ruleset no longer fits the table; the ruleset in use stays. Save the session and start a new one to use the new files:</source>
        <translation>Das neu geladene Regelwerk passt nicht mehr zum Tisch; das verwendete Regelwerk bleibt. Speichern Sie die Sitzung und beginnen Sie eine neue, um die neuen Dateien zu verwenden:</translation>
    </message>
    <message>
        <source>Nobody is in a state to act: the round cannot start.</source>
        <translation>Niemand ist in der Lage zu handeln: Die Runde kann nicht beginnen.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>No round is under way: start one first.</source>
        <translation>Es läuft keine Runde: Bitte zuerst eine beginnen.</translation>
    </message>
    <message>
        <source>Every turn of round %1 is taken: start the next round.</source>
        <translation>Alle Züge der Runde %1 sind gemacht: Bitte die nächste Runde beginnen.</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 wechselt zu %2</translation>
    </message>
</context>
<context>
    <name>hitspread::GroundTable</name>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Range band</source>
        <translation>Entfernungsbereich</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <source>Blast odds</source>
        <translation>Explosionschancen</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Roll Log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <source>%1 — %2 m from the one acting</source>
        <translation>%1 — %2 m vom Handelnden entfernt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Hitspread ground sessions (*.yaml);;All files (*)</source>
        <translation>Hitspread-Bodenkartensitzungen (*.yaml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Sitzung nicht geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>Sitzung &amp;speichern</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Open R&amp;uleset…</source>
        <translation>&amp;Regelwerk öffnen…</translation>
    </message>
    <message>
        <source>Open Ruleset</source>
        <translation>Regelwerk öffnen</translation>
    </message>
    <message>
        <source>Rulese&amp;ts</source>
        <translation>Regel&amp;werke</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>&amp;Kampf</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Auswerten</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>Nicht möglich</translation>
    </message>
    <message>
        <source>&amp;Heal Everyone</source>
        <translation>Alle h&amp;eilen</translation>
    </message>
    <message>
        <source>Fit the &amp;Map</source>
        <translation>Karte ein&amp;passen</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>&amp;Waffe:</translation>
    </message>
    <message>
        <source>Fire &amp;mode:</source>
        <translation>Feuer&amp;modus:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Other m&amp;odifier:</source>
        <translation>Sonstiger M&amp;odifikator:</translation>
    </message>
    <message>
        <source>Situations:</source>
        <translation>Situationen:</translation>
    </message>
    <message>
        <source>Show where it may land</source>
        <translation>Mögliche Landepunkte zeigen</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>thrown</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Werfen</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message>
        <source>Chance to land where aimed: %1</source>
        <translation>Chance, am Zielpunkt zu landen: %1</translation>
    </message>
    <message>
        <source>Chance to hit: %1</source>
        <translation>Trefferchance: %1</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>außer Reichweite</translation>
    </message>
    <message>
        <source>caught %1</source>
        <translation>erfasst %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (acts)</source>
        <translation>%1 (handelt)</translation>
    </message>
    <message>
        <source>%1 throws %2: lands where aimed</source>
        <translation>%1 wirft %2: landet am Zielpunkt</translation>
    </message>
    <message>
        <source>%1 throws %2: %3 m off</source>
        <translation>%1 wirft %2: %3 m daneben</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3: %4</source>
        <translation>%1 greift %2 mit %3 an: %4</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Würfel: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — %2 — ground map — Hitspread</source>
        <translation>%1[*] — %2 — Bodenkarte — Hitspread</translation>
    </message>
    <message>
        <source>ground-session.yaml</source>
        <translation>bodenkarten-sitzung.yaml</translation>
    </message>
    <message>
        <source>%1 was played with ruleset &apos;%2&apos;, which is not here or not of the ground map.</source>
        <translation>%1 wurde mit dem Regelwerk „%2“ gespielt, das hier fehlt oder nicht zur Bodenkarte gehört.</translation>
    </message>
    <message>
        <source>Ruleset not loaded</source>
        <translation>Regelwerk nicht geladen</translation>
    </message>
    <message>
        <source>The ruleset has errors; the one in use stays.</source>
        <translation>Das Regelwerk enthält Fehler; das verwendete bleibt.</translation>
    </message>
    <message>
        <source>&amp;New Session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Re&amp;load Ruleset</source>
        <translation>Regelwerk neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Ground map</source>
        <translation>Bodenkarte</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <source>Zoom in or out</source>
        <translation>Vergrößern oder verkleinern</translation>
    </message>
    <message>
        <source>Ruleset not reloaded</source>
        <translation>Regelwerk nicht neu geladen</translation>
    </message>
    <message>
        <source>Ruleset reloaded.</source>
        <translation>Regelwerk neu geladen.</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Kampfverlauf</translation>
    </message>
    <message>
        <source>Start &amp;Round</source>
        <translation>&amp;Runde beginnen</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>&amp;Reduce Motion</source>
        <translation>&amp;Bewegung reduzieren</translation>
    </message>
    <message>
        <source>Show where a throw lands at once instead of its flight</source>
        <translation>Zeigen, wo ein Wurf landet, sofort statt seines Flugs</translation>
    </message>
    <message>
        <source>%1, for %2.</source>
        <translation>%1, für %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>&amp;Do:</source>
        <translation>&amp;Handlung:</translation>
    </message>
    <message>
        <source>Attack or throw</source>
        <translation>Angriff oder Wurf</translation>
    </message>
    <message>
        <source>%1 m left this turn</source>
        <translation>noch %1 m in diesem Zug</translation>
    </message>
    <message>
        <source>(no roll of the dice as set up can make it: look at the skill, the range and the modifiers)</source>
        <translation>(so wie eingestellt schafft es kein Würfelwurf: Prüfen Sie Fertigkeit, Reichweite und Modifikatoren)</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <source>blast %1</source>
        <translation>Explosion %1</translation>
    </message>
    <message>
        <source>The session as opened</source>
        <translation>Die Sitzung wie geöffnet</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>End &amp;Turn</source>
        <translation>&amp;Zug beenden</translation>
    </message>
</context>
<context>
    <name>hitspread::GroundTrackerPanel</name>
    <message>
        <source>Start &amp;Round</source>
        <translation>&amp;Runde beginnen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>No round yet: Start Round rolls the order.</source>
        <translation>Noch keine Runde: „Runde beginnen“ würfelt die Reihenfolge.</translation>
    </message>
    <message>
        <source>Round %1, turn %2 of %3.</source>
        <translation>Runde %1, Zug %2 von %3.</translation>
    </message>
    <message>
        <source>figure %1</source>
        <translation>Figur %1</translation>
    </message>
    <message>
        <source>%1 (out of the fight)</source>
        <translation>%1 (kampfunfähig)</translation>
    </message>
    <message>
        <source>%1 (with the turn before)</source>
        <translation>%1 (mit dem Zug davor)</translation>
    </message>
    <message>
        <source>%1 — acts now</source>
        <translation>%1 — handelt jetzt</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erste</translation>
    </message>
    <message>
        <source>second</source>
        <translation>zweite</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
</context>
<context>
    <name>hitspread::InfluenceDialog</name>
    <message>
        <source>upper right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>lower right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>down</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>lower left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>upper left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>up</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>Influence the burst</source>
        <translation>Feuerstoß beeinflussen</translation>
    </message>
    <message>
        <source>Bullet %1: the direction die shows &lt;b&gt;%2&lt;/b&gt; (%3). Turn it by one face?</source>
        <translation>Kugel %1: Der Richtungswürfel zeigt &lt;b&gt;%2&lt;/b&gt; (%3). Um eine Seite drehen?</translation>
    </message>
    <message>
        <source>empty space, a miss</source>
        <translation>leerer Raum, ein Fehlschuss</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>As rolled</source>
        <translation>Wie gewürfelt</translation>
    </message>
    <message>
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <source>%1: face %2 (%3) → %4, %5</source>
        <translation>%1: Seite %2 (%3) → %4, %5</translation>
    </message>
</context>
<context>
    <name>hitspread::JumpDialog</name>
    <message>
        <source>Jump on the Grenade</source>
        <translation>Auf die Granate springen</translation>
    </message>
    <message>
        <source>Who jumps on the grenade</source>
        <translation>Wer auf die Granate springt</translation>
    </message>
    <message>
        <source>The arithmetic of the jump</source>
        <translation>Die Rechnung des Sprungs</translation>
    </message>
    <message>
        <source>&amp;Who jumps:</source>
        <translation>&amp;Wer springt:</translation>
    </message>
    <message>
        <source>&amp;Jump</source>
        <translation>&amp;Springen</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>Impossible: %1</source>
        <translation>Unmöglich: %1</translation>
    </message>
</context>
<context>
    <name>hitspread::OddsPanel</name>
    <message>
        <source>Show the &amp;heat map</source>
        <translation>&amp;Heatmap anzeigen</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Trefferzone</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Chance of each location being hit</source>
        <translation>Trefferchance jeder Trefferzone</translation>
    </message>
    <message>
        <source>Show the heat map</source>
        <translation>Heatmap anzeigen</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
    <message>
        <source>No odds: %1</source>
        <translation>Keine Chancen: %1</translation>
    </message>
    <message>
        <source>Aimed at %1%2: the roll succeeds %3 of the time (exact, over all %4 dice sequences).</source>
        <translation>Gezielt auf %1%2: Der Wurf gelingt in %3 der Fälle (exakt, über alle %4 Würfelfolgen).</translation>
    </message>
    <message>
        <source> (the hex under the mouse)</source>
        <translation> (das Hexfeld unter der Maus)</translation>
    </message>
    <message>
        <source>Expected hits</source>
        <translation>Erwartete Treffer</translation>
    </message>
    <message>
        <source> Whole action: %1 shots or bullets expected.</source>
        <translation> Ganze Aktion: %1 Schüsse oder Kugeln erwartet.</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Fehlschuss</translation>
    </message>
    <message>
        <source>Heat map legend, 0 to 100 percent</source>
        <translation>Legende der Heatmap, 0 bis 100 Prozent</translation>
    </message>
</context>
<context>
    <name>hitspread::PlayerDisplay</name>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>verletzt</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>Hitspread — Player Display</source>
        <translation>Hitspread — Spieleranzeige</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <source>%1 → %2 …</source>
        <translation>%1 → %2 …</translation>
    </message>
    <message>
        <source>%1 jumps on the grenade: %2 passes on</source>
        <translation>%1 springt auf die Granate: %2 wird weitergegeben</translation>
    </message>
    <message numerus="yes">
        <source>Grenade: %n caught, %1 damage</source>
        <translation>
            <numerusform>Granate: %n erfasst, %1 Schaden</numerusform>
            <numerusform>Granate: %n erfasst, %1 Schaden</numerusform>
        </translation>
    </message>
    <message>
        <source>Grenade: nobody caught</source>
        <translation>Granate: niemand erfasst</translation>
    </message>
    <message>
        <source>%1 of %2 hit: %3, %4 damage</source>
        <translation>%1 von %2 treffen: %3, %4 Schaden</translation>
    </message>
    <message>
        <source>Miss: none of %1 hit</source>
        <translation>Daneben: keiner von %1 trifft</translation>
    </message>
    <message>
        <source>Hit: %1, %2 damage</source>
        <translation>Treffer: %1, %2 Schaden</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Daneben</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>hitspread::PreferencesDialog</name>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The desktop&apos;s</source>
        <translation>Die des Desktops</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
</context>
<context>
    <name>hitspread::ResultCard</name>
    <message>
        <source>Result of the shot</source>
        <translation>Ergebnis des Schusses</translation>
    </message>
    <message>
        <source>No shot yet.</source>
        <translation>Noch kein Schuss.</translation>
    </message>
    <message>
        <source>Dice %1, %2, %3: total %4 against %5, %6.</source>
        <translation>Würfel %1, %2, %3: Summe %4 gegen %5, %6.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss by %1</source>
        <translation>um %1 verfehlt</translation>
    </message>
    <message>
        <source> The weapon jams.</source>
        <translation> Die Waffe hat eine Ladehemmung.</translation>
    </message>
    <message>
        <source> Hit spread %1, aiming points %2, deviation %3</source>
        <translation> Trefferstreuung %1, Zielpunkte %2, Abweichung %3</translation>
    </message>
    <message>
        <source> in direction %1</source>
        <translation> in Richtung %1</translation>
    </message>
    <message>
        <source>: lands on %1.</source>
        <translation>: landet auf %1.</translation>
    </message>
    <message>
        <source> It lands nowhere.</source>
        <translation> Er landet nirgends.</translation>
    </message>
    <message>
        <source>Fire to see the dice here.</source>
        <translation>Feuern, um hier die Würfel zu sehen.</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>penetration</source>
        <translation>Durchschlag</translation>
    </message>
    <message>
        <source>direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>JAMMED</source>
        <translation>LADEHEMMUNG</translation>
    </message>
    <message>
        <source>HIT</source>
        <translation>TREFFER</translation>
    </message>
    <message>
        <source>MISS by %1</source>
        <translation>UM %1 VERFEHLT</translation>
    </message>
    <message>
        <source>Total %1 against %2: %3</source>
        <translation>Summe %1 gegen %2: %3</translation>
    </message>
    <message>
        <source>Spread %1 − aiming %2 → deviation %3 → %4</source>
        <translation>Streuung %1 − Zielen %2 → Abweichung %3 → %4</translation>
    </message>
    <message>
        <source>The weapon jams.</source>
        <translation>Die Waffe hat eine Ladehemmung.</translation>
    </message>
    <message>
        <source>The shot lands nowhere.</source>
        <translation>Der Schuss landet nirgends.</translation>
    </message>
    <message>
        <source>roll made, deviated off the body: MISS</source>
        <translation>Wurf gelungen, vom Körper abgewichen: DANEBEN</translation>
    </message>
    <message>
        <source>missed by %1, lands on the body: HIT</source>
        <translation>um %1 verfehlt, landet auf dem Körper: TREFFER</translation>
    </message>
    <message>
        <source>The roll was made, but the shot deviated off the body: a miss.</source>
        <translation>Der Wurf gelang, aber der Schuss wich vom Körper ab: daneben.</translation>
    </message>
    <message>
        <source>The roll missed, but the shot lands on the body: a hit.</source>
        <translation>Der Wurf misslang, aber der Schuss landet auf dem Körper: ein Treffer.</translation>
    </message>
    <message>
        <source>Bullet %1 of %2: %3</source>
        <translation>Kugel %1 von %2: %3</translation>
    </message>
    <message>
        <source>spent on the switch, hits nothing</source>
        <translation>für den Zielwechsel verbraucht, trifft nichts</translation>
    </message>
    <message>
        <source>lands on %1: HIT</source>
        <translation>landet auf %1: TREFFER</translation>
    </message>
    <message>
        <source>MISS</source>
        <translation>VERFEHLT</translation>
    </message>
    <message>
        <source>lands on %1, off the body: MISS</source>
        <translation>landet auf %1, neben dem Körper: VERFEHLT</translation>
    </message>
    <message>
        <source>Bullet %1 of %2 — %3</source>
        <translation>Kugel %1 von %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>From %1, direction die %2, face %3 after the influence: %n hex(es).</source>
        <translation>
            <numerusform>Von %1, Richtungswürfel %2, nach der Beeinflussung Seite %3: %n Feld.</numerusform>
            <numerusform>Von %1, Richtungswürfel %2, nach der Beeinflussung Seite %3: %n Felder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %1, face %2, %n hex(es) → %3</source>
        <translation>
            <numerusform>Von %1, Seite %2, %n Feld → %3</numerusform>
            <numerusform>Von %1, Seite %2, %n Felder → %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The bullet lands nowhere.</source>
        <translation>Die Kugel landet nirgends.</translation>
    </message>
    <message numerus="yes">
        <source>catches %n</source>
        <translation>
            <numerusform>erfasst %n</numerusform>
            <numerusform>erfasst %n</numerusform>
        </translation>
    </message>
    <message>
        <source>catches no one</source>
        <translation>erfasst niemanden</translation>
    </message>
    <message>
        <source>roll made, lands on %1: %2</source>
        <translation>Wurf gelungen, landet auf %1: %2</translation>
    </message>
    <message>
        <source>missed by %1, lands on %2: %3</source>
        <translation>um %1 verfehlt, landet auf %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>The blast catches %n.</source>
        <translation>
            <numerusform>Die Explosion erfasst %n.</numerusform>
            <numerusform>Die Explosion erfasst %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The blast catches no one.</source>
        <translation>Die Explosion erfasst niemanden.</translation>
    </message>
</context>
<context>
    <name>hitspread::RollLogPanel</name>
    <message>
        <source>%1 jumps on the %2 → %3 passes on</source>
        <translation>%1 springt auf die %2 → %3 dringt durch</translation>
    </message>
    <message>
        <source>%1 on the floor at %2</source>
        <translation>%1 am Boden auf %2</translation>
    </message>
    <message>
        <source>%1 at %2 → %3</source>
        <translation>%1 auf %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n caught</source>
        <translation>
            <numerusform>%1; %n erfasst</numerusform>
            <numerusform>%1; %n erfasst</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 damage)</source>
        <translation> (%1 Schaden)</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <source>Working of the selected shot</source>
        <translation>Rechenweg des gewählten Schusses</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>One shot further</source>
        <translation>Einen Schuss weiter</translation>
    </message>
    <message>
        <source>Skip to the end</source>
        <translation>Zum Ende springen</translation>
    </message>
    <message>
        <source>Replay from the first shot</source>
        <translation>Ab dem ersten Schuss wiederholen</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>#%1 %2 at %3</source>
        <translation>#%1 %2 auf %3</translation>
    </message>
    <message>
        <source> → %1 of %2 on the body (%3 damage)</source>
        <translation> → %1 von %2 am Körper (%3 Schaden)</translation>
    </message>
    <message>
        <source> → %1, %2 (%3 damage)</source>
        <translation> → %1, %2 (%3 Schaden)</translation>
    </message>
    <message>
        <source> → %1, miss</source>
        <translation> → %1, Fehlschuss</translation>
    </message>
    <message>
        <source> → miss</source>
        <translation> → Fehlschuss</translation>
    </message>
    <message>
        <source>No dice.</source>
        <translation>Keine Würfel.</translation>
    </message>
    <message>
        <source>Dice used: %1.</source>
        <translation>Verwendete Würfel: %1.</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
</context>
<context>
    <name>hitspread::Session</name>
    <message>
        <source>The reloaded ruleset no longer fits the session at the table; the ruleset in use stays. Save the session and start a new one to use the new files:</source>
        <translation>Das neu geladene Regelwerk passt nicht mehr zur laufenden Sitzung; das verwendete Regelwerk bleibt. Speichern Sie die Sitzung und beginnen Sie eine neue, um die neuen Dateien zu verwenden:</translation>
    </message>
    <message>
        <source>No ruleset is loaded.</source>
        <translation>Es ist kein Regelwerk geladen.</translation>
    </message>
    <message>
        <source>Impossible: %1</source>
        <translation>Unmöglich: %1</translation>
    </message>
    <message>
        <source>Not enough dice: %1</source>
        <translation>Nicht genug Würfel: %1</translation>
    </message>
    <message>
        <source>Shooter %1</source>
        <translation>Schütze %1</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>Add %1 to the scene</source>
        <translation>%1 zur Szene hinzufügen</translation>
    </message>
    <message>
        <source>Take a target from the scene</source>
        <translation>Ein Ziel aus der Szene nehmen</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Runde %1 beginnen</translation>
    </message>
    <message>
        <source>Everyone in the scene is in the tracker already.</source>
        <translation>Alle aus der Szene sind schon im Kampfverlauf.</translation>
    </message>
    <message>
        <source>Add the scene to the tracker</source>
        <translation>Die Szene in den Kampfverlauf aufnehmen</translation>
    </message>
    <message>
        <source>Ruleset &apos;%1&apos; (system %2) plays on the ground map, not on the body hex diagram.</source>
        <translation>Das Regelwerk „%1“ (System %2) spielt auf der Bodenkarte, nicht auf dem Hexfeld-Körperdiagramm.</translation>
    </message>
    <message>
        <source>First aid on %1</source>
        <translation>Erste Hilfe für %1</translation>
    </message>
    <message>
        <source>Extract a bullet from %1</source>
        <translation>Kugel aus %1 entfernen</translation>
    </message>
    <message>
        <source>%1 joins the fight</source>
        <translation>%1 tritt in den Kampf ein</translation>
    </message>
    <message>
        <source>There is no side %1.</source>
        <translation>Es gibt keine Seite %1.</translation>
    </message>
    <message>
        <source>No such combatant.</source>
        <translation>Diesen Kämpfer gibt es nicht.</translation>
    </message>
    <message>
        <source>%1 has no character sheet to copy.</source>
        <translation>%1 hat keinen Charakterbogen, der sich kopieren ließe.</translation>
    </message>
    <message>
        <source>%1 leaves the fight</source>
        <translation>%1 verlässt den Kampf</translation>
    </message>
    <message>
        <source>A combatant needs a name.</source>
        <translation>Ein Kämpfer braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 is the name of another combatant: names are unique in a fight.</source>
        <translation>%1 ist der Name eines anderen Kämpfers: Namen sind in einem Kampf eindeutig.</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>%1 changes to %2</source>
        <translation>%1 wechselt zu %2</translation>
    </message>
    <message>
        <source>%1 acts</source>
        <translation>%1 handelt</translation>
    </message>
    <message>
        <source>%1 acts and cannot be its own target.</source>
        <translation>%1 handelt und kann nicht sein eigenes Ziel sein.</translation>
    </message>
    <message>
        <source>%1 is the target already.</source>
        <translation>%1 ist bereits das Ziel.</translation>
    </message>
    <message>
        <source>Take %1 from the scene</source>
        <translation>%1 aus der Szene nehmen</translation>
    </message>
    <message>
        <source>a dodge</source>
        <translation>ein Ausweichen</translation>
    </message>
    <message>
        <source>Nobody is the target: pick one in the Combatants dock.</source>
        <translation>Niemand ist das Ziel: Bitte im Dock „Kämpfer“ eines wählen.</translation>
    </message>
    <message>
        <source>%1 dances</source>
        <translation>%1 tanzt den Todestanz</translation>
    </message>
    <message>
        <source>%1 dodges</source>
        <translation>%1 weicht aus</translation>
    </message>
    <message>
        <source>Nobody acts: pick the one clearing the jam in the Combatants dock.</source>
        <translation>Niemand handelt: Bitte im Dock „Kämpfer“ wählen, wer die Ladehemmung behebt.</translation>
    </message>
    <message>
        <source>%1 has no jammed weapon.</source>
        <translation>%1 hat keine Waffe mit Ladehemmung.</translation>
    </message>
    <message>
        <source>clearing a jam</source>
        <translation>Ladehemmung beheben</translation>
    </message>
    <message>
        <source>%1 clears a jam</source>
        <translation>%1 behebt eine Ladehemmung</translation>
    </message>
    <message>
        <source>setting %1 for %2 range</source>
        <translation>stellt %1 auf Reichweite %2 ein</translation>
    </message>
    <message>
        <source>A name has at most %1 characters.</source>
        <translation>Ein Name hat höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>%1 moves to %2,%3</source>
        <translation>%1 geht nach %2,%3</translation>
    </message>
    <message>
        <source>End round %1</source>
        <translation>Runde %1 beenden</translation>
    </message>
    <message>
        <source>End phase %1</source>
        <translation>Phase %1 beenden</translation>
    </message>
    <message>
        <source>No round is running: start one.</source>
        <translation>Es läuft keine Runde: Bitte eine beginnen.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 verzichtet</translation>
    </message>
    <message>
        <source>Grenade at %1,%2</source>
        <translation>Granate auf %1,%2</translation>
    </message>
    <message>
        <source>first aid</source>
        <translation>Erste Hilfe</translation>
    </message>
    <message>
        <source>Nobody acts: pick the one laying down the fire in the Combatants dock.</source>
        <translation>Niemand handelt: Wählen Sie im Kämpfer-Dock, wer das Feuer legt.</translation>
    </message>
    <message>
        <source>Nobody is the target: pick the one crossing the area in the Combatants dock.</source>
        <translation>Niemand ist Ziel: Wählen Sie im Kämpfer-Dock, wer den Bereich durchquert.</translation>
    </message>
    <message>
        <source>suppressive fire</source>
        <translation>Unterdrückungsfeuer</translation>
    </message>
    <message>
        <source>%1 lays suppressive fire on %2</source>
        <translation>%1 legt Unterdrückungsfeuer auf %2</translation>
    </message>
</context>
<context>
    <name>hitspread::ShooterPanel</name>
    <message>
        <source>Optimum</source>
        <translation>Optimal</translation>
    </message>
    <message>
        <source>Medium (to 2 × RNG)</source>
        <translation>Mittel (bis 2 × RNG)</translation>
    </message>
    <message>
        <source>Long (to 4 × RNG)</source>
        <translation>Weit (bis 4 × RNG)</translation>
    </message>
    <message>
        <source>Extreme (to 8 × RNG)</source>
        <translation>Extrem (bis 8 × RNG)</translation>
    </message>
    <message>
        <source>From the aims</source>
        <translation>Aus den Zielaktionen</translation>
    </message>
    <message>
        <source>Aimed</source>
        <translation>Gezielt</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Ungezielt</translation>
    </message>
    <message>
        <source>Snap (Rapid Fire)</source>
        <translation>Schnappschuss (Schnellfeuer)</translation>
    </message>
    <message>
        <source>Don&apos;t influence</source>
        <translation>Nicht beeinflussen</translation>
    </message>
    <message>
        <source>Steer toward the aimed hex</source>
        <translation>Zum anvisierten Hexfeld lenken</translation>
    </message>
    <message>
        <source>Ask me for each bullet</source>
        <translation>Bei jeder Kugel fragen</translation>
    </message>
    <message>
        <source>Rounds added or taken off the dice&apos;s length, up to Auto/Support ÷ 2</source>
        <translation>Schuss mehr oder weniger als die gewürfelte Länge, bis Auto/Support ÷ 2</translation>
    </message>
    <message>
        <source>How the first Auto/Support ÷ 2 deviations of a burst are turned by ±1</source>
        <translation>Wie die ersten Auto/Support ÷ 2 Abweichungen eines Feuerstoßes um ±1 gedreht werden</translation>
    </message>
    <message>
        <source>A firing stance taken without aiming; every aimed shot takes one by itself</source>
        <translation>Ein Anschlag ohne Zielen; jeder gezielte Schuss nimmt ihn von selbst ein</translation>
    </message>
    <message>
        <source>The weapon rests on something: RCL −1 more in a stance; six aims need it</source>
        <translation>Die Waffe liegt auf: RCL −1 mehr im Anschlag; sechs Zielaktionen brauchen das</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Stehend</translation>
    </message>
    <message>
        <source>Diving for cover</source>
        <translation>Hechtet in Deckung</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Liegend</translation>
    </message>
    <message>
        <source>Kneeling</source>
        <translation>Kniend</translation>
    </message>
    <message>
        <source>Down (knocked over)</source>
        <translation>Am Boden (umgeworfen)</translation>
    </message>
    <message>
        <source>Advantages</source>
        <translation>Vorteile</translation>
    </message>
    <message>
        <source>Walk on after</source>
        <translation>Schwenken nach</translation>
    </message>
    <message>
        <source>Melee attack</source>
        <translation>Nahkampfangriff</translation>
    </message>
    <message>
        <source>Single shot</source>
        <translation>Einzelschuss</translation>
    </message>
    <message>
        <source>Semi-auto</source>
        <translation>Halbautomatik</translation>
    </message>
    <message>
        <source>Burst of %1</source>
        <translation>Feuerstoß mit %1</translation>
    </message>
    <message>
        <source>Full auto</source>
        <translation>Dauerfeuer</translation>
    </message>
    <message>
        <source>Aiming at %1. Ready to fire.</source>
        <translation>Ziel: %1. Feuerbereit.</translation>
    </message>
    <message>
        <source>Cannot fire: %1</source>
        <translation>Feuern nicht möglich: %1</translation>
    </message>
    <message>
        <source>Walk on after: give BULLETS:influence or BULLETS:stray for each switch, not &apos;%1&apos;.</source>
        <translation>Schwenken nach: Für jeden Wechsel KUGELN:influence oder KUGELN:stray angeben, nicht „%1“.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parade</translation>
    </message>
    <message>
        <source>Dodge (this round)</source>
        <translation>Ausweichen (diese Runde)</translation>
    </message>
    <message>
        <source>Quick dodge (this phase)</source>
        <translation>Schnelles Ausweichen (diese Phase)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>One step back (−1)</source>
        <translation>Einen Schritt zurück (−1)</translation>
    </message>
    <message>
        <source>One step on (+1)</source>
        <translation>Einen Schritt weiter (+1)</translation>
    </message>
    <message>
        <source>Its first melee weapon</source>
        <translation>Erste Nahkampfwaffe des Ziels</translation>
    </message>
    <message>
        <source>%1 (bare-handed)</source>
        <translation>%1 (mit bloßen Händen)</translation>
    </message>
    <message>
        <source>As it comes (%1)</source>
        <translation>Wie geliefert (%1)</translation>
    </message>
    <message>
        <source>%1 (lowered)</source>
        <translation>%1 (gesenkt)</translation>
    </message>
    <message>
        <source>The same (a pair)</source>
        <translation>Dieselbe (ein Paar)</translation>
    </message>
    <message>
        <source>Beyond extreme range</source>
        <translation>Jenseits der extremen Reichweite</translation>
    </message>
    <message>
        <source>From where the shooter and the target stand: move them on the map</source>
        <translation>Aus den Standorten von Schütze und Ziel: Bitte auf der Karte versetzen</translation>
    </message>
</context>
<context>
    <name>hitspread::ShortcutsDialog</name>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>%1 toolbar</source>
        <translation>Werkzeugleiste %1</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kürzel</translation>
    </message>
    <message>
        <source>The keys listed under “%1” work while it has the keyboard focus: click it first.</source>
        <translation>Die unter „%1“ aufgeführten Tasten wirken, solange es den Tastaturfokus hat: erst hineinklicken.</translation>
    </message>
</context>
<context>
    <name>hitspread::SplitDialog</name>
    <message>
        <source>The secondary action &amp;waits as an opportunity action</source>
        <translation>Die Nebenaktion &amp;wartet als Gelegenheitsaktion</translation>
    </message>
    <message>
        <source>Split an Action</source>
        <translation>Aktion teilen</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <source>Primary skill</source>
        <translation>Hauptfertigkeit</translation>
    </message>
    <message>
        <source>Secondary skill</source>
        <translation>Nebenfertigkeit</translation>
    </message>
    <message>
        <source>Ranks kept by the primary action</source>
        <translation>Stufen, die die Hauptaktion behält</translation>
    </message>
    <message>
        <source>Ranks given to the secondary action</source>
        <translation>Stufen für die Nebenaktion</translation>
    </message>
    <message>
        <source>&amp;Primary skill:</source>
        <translation>&amp;Hauptfertigkeit:</translation>
    </message>
    <message>
        <source>Its &amp;ranks:</source>
        <translation>Ihre &amp;Stufen:</translation>
    </message>
    <message>
        <source>&amp;Secondary skill:</source>
        <translation>&amp;Nebenfertigkeit:</translation>
    </message>
    <message>
        <source>Its r&amp;anks:</source>
        <translation>Ihre Stu&amp;fen:</translation>
    </message>
    <message>
        <source>Primary + secondary ranks may not exceed the primary rank (%1); the secondary may not exceed the character&apos;s own rank in it (%2).</source>
        <translation>Haupt- und Nebenstufen zusammen dürfen die Stufe der Hauptfertigkeit (%1) nicht übersteigen; die Nebenaktion nicht die eigene Stufe des Charakters darin (%2).</translation>
    </message>
</context>
<context>
    <name>hitspread::SuppressDialog</name>
    <message>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>Suppressive Fire on %1</source>
        <translation>Unterdrückungsfeuer auf %1</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Acrobatics</source>
        <translation>Akrobatik</translation>
    </message>
    <message>
        <source>The skill the crossing figure rolls</source>
        <translation>Die Fertigkeit, mit der die durchquerende Figur würfelt</translation>
    </message>
    <message>
        <source>The GM&apos;s modifier</source>
        <translation>Der Modifikator der Spielleitung</translation>
    </message>
    <message>
        <source>%1 &amp;rolls:</source>
        <translation>%1 &amp;würfelt:</translation>
    </message>
    <message>
        <source>GM &amp;modifier:</source>
        <translation>SL-&amp;Modifikator:</translation>
    </message>
    <message>
        <source>&amp;Fire</source>
        <translation>&amp;Feuern</translation>
    </message>
    <message>
        <source>Impossible: %1</source>
        <translation>Unmöglich: %1</translation>
    </message>
    <message>
        <source>%1 rolls Auto/Support (%2) with the %3: 13 or more lays down the fire, its success die value the bar. %4 then rolls %5 − the weapon&apos;s FA %6: over the bar crosses unharmed, a success not over it takes one bullet (a wild shot at the standard aiming point), a failure two (a wild semi-auto hit).</source>
        <translation>%1 würfelt Auto/Support (%2) mit %3: 13 oder mehr legt das Feuer, der Wert seines Erfolgswürfels ist die Schwelle. %4 würfelt dann %5 − den FA-Wert %6 der Waffe: über der Schwelle kommt die Figur unverletzt durch, ein Erfolg nicht darüber bringt ihr eine Kugel (ein wilder Schuss auf den Standardzielpunkt), ein Fehlschlag zwei (ein wilder halbautomatischer Treffer).</translation>
    </message>
</context>
<context>
    <name>hitspread::TableWindow</name>
    <message>
        <source>%1 was played with ruleset &apos;%2&apos;, which is not here.</source>
        <translation>%1 wurde mit dem Regelwerk „%2“ gespielt, das hier nicht vorhanden ist.</translation>
    </message>
    <message>
        <source>Ruleset not loaded</source>
        <translation>Regelwerk nicht geladen</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Sitzung nicht geöffnet</translation>
    </message>
    <message>
        <source>The table in use stays.</source>
        <translation>Der Tisch bleibt, wie er ist.</translation>
    </message>
</context>
<context>
    <name>hitspread::TargetPanel</name>
    <message>
        <source>Character to add to the scene</source>
        <translation>Charakter, der zur Szene kommt</translation>
    </message>
    <message>
        <source>Add to scene</source>
        <translation>Zur Szene</translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation>Letzten entfernen</translation>
    </message>
    <message>
        <source>Add a further target to the scene</source>
        <translation>Ein weiteres Ziel zur Szene hinzufügen</translation>
    </message>
    <message>
        <source>Take the last further target from the scene</source>
        <translation>Das letzte weitere Ziel aus der Szene nehmen</translation>
    </message>
    <message>
        <source>Hits left / hits; edit the first number</source>
        <translation>Treffer übrig / Treffer; die erste Zahl ist änderbar</translation>
    </message>
    <message numerus="yes">
        <source>, %n wound(s)</source>
        <translation>
            <numerusform>, %n Wunde</numerusform>
            <numerusform>, %n Wunden</numerusform>
        </translation>
    </message>
    <message>
        <source>, bullet stuck</source>
        <translation>, Kugel steckt</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message numerus="yes">
        <source> %n wound(s): %1 to all rolls.</source>
        <translation>
            <numerusform> %n Wunde: %1 auf alle Würfe.</numerusform>
            <numerusform> %n Wunden: %1 auf alle Würfe.</numerusform>
        </translation>
    </message>
    <message>
        <source> Knocked down (+3 to be hit).</source>
        <translation> Umgeworfen (+3, getroffen zu werden).</translation>
    </message>
    <message>
        <source>No further targets: add some for walking fire.</source>
        <translation>Keine weiteren Ziele: Für schwenkendes Feuer welche hinzufügen.</translation>
    </message>
    <message>
        <source>%1 hits %2</source>
        <translation>%1 Treffer %2</translation>
    </message>
    <message>
        <source>%1 armour ID %2</source>
        <translation>%1 Panzerungs-ID %2</translation>
    </message>
    <message>
        <source>Edit Incap, bruising and wounds</source>
        <translation>Incap, Prellung und Wunden ändern</translation>
    </message>
    <message>
        <source>%1: %2. Incap %3, bruising %4.</source>
        <translation>%1: %2. Incap %3, Prellung %4.</translation>
    </message>
    <message>
        <source>Target %1: %2, %3, Incap %4</source>
        <translation>Ziel %1: %2, %3, Incap %4</translation>
    </message>
</context>
<context>
    <name>hitspread::TrackerPanel</name>
    <message>
        <source>fighting</source>
        <translation>kämpft</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Round and phase</source>
        <translation>Runde und Phase</translation>
    </message>
    <message>
        <source>Who acts next</source>
        <translation>Wer als Nächstes handelt</translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation>Aktionen übrig</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Abgewartet</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Bleeding</source>
        <translation>Blutung</translation>
    </message>
    <message>
        <source>Combatants in the order they act</source>
        <translation>Kämpfer in der Reihenfolge, in der sie handeln</translation>
    </message>
    <message>
        <source>Initiative: 3d6 + INI (the dice in brackets). Actions left: in this phase / in the round. Plan: actions in phases 1, 2 and 3. Wounds: with their penalty to every roll (§7).</source>
        <translation>Initiative: 3W6 + INI (die Würfel in Klammern). Aktionen übrig: in dieser Phase / in der Runde. Plan: Aktionen in den Phasen 1, 2 und 3. Wunden: mit ihrem Abzug auf jeden Wurf (§7).</translation>
    </message>
    <message>
        <source>What the tracker did</source>
        <translation>Was der Kampfverlauf getan hat</translation>
    </message>
    <message>
        <source>Why the step cannot be taken</source>
        <translation>Warum der Schritt nicht möglich ist</translation>
    </message>
    <message>
        <source>&amp;Add Scene</source>
        <translation>Szene hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Everyone in the scene joins the fight</source>
        <translation>Alle aus der Szene treten in den Kampf ein</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Take the selected combatant out of the fight</source>
        <translation>Den gewählten Kämpfer aus dem Kampf nehmen</translation>
    </message>
    <message>
        <source>&amp;Start Round</source>
        <translation>Runde &amp;starten</translation>
    </message>
    <message>
        <source>Roll initiative 3d6 + INI for everyone and begin phase 1</source>
        <translation>Initiative 3W6 + INI für alle würfeln und Phase 1 beginnen</translation>
    </message>
    <message>
        <source>A&amp;ct</source>
        <translation>&amp;Handeln</translation>
    </message>
    <message>
        <source>The selected combatant takes an action in this phase</source>
        <translation>Der gewählte Kämpfer führt in dieser Phase eine Aktion aus</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>Gelegenheit ab&amp;warten</translation>
    </message>
    <message>
        <source>Hold an opportunity action to act at any time later in this phase</source>
        <translation>Eine Gelegenheitsaktion aufsparen, um später in dieser Phase jederzeit zu handeln</translation>
    </message>
    <message>
        <source>&amp;Use Held</source>
        <translation>Gelegenheit &amp;nutzen</translation>
    </message>
    <message>
        <source>Act now with a held opportunity action</source>
        <translation>Jetzt mit einer aufgesparten Gelegenheitsaktion handeln</translation>
    </message>
    <message>
        <source>S&amp;plit…</source>
        <translation>&amp;Teilen…</translation>
    </message>
    <message>
        <source>Two actions in the span of one (§8)</source>
        <translation>Zwei Aktionen in der Zeit von einer (§8)</translation>
    </message>
    <message>
        <source>&amp;End Phase</source>
        <translation>Phase &amp;beenden</translation>
    </message>
    <message>
        <source>End the phase; after the third, bleeding and regeneration</source>
        <translation>Die Phase beenden; nach der dritten Blutung und Regeneration</translation>
    </message>
    <message>
        <source>P&amp;lan</source>
        <translation>P&amp;lanen</translation>
    </message>
    <message>
        <source>Spread the selected combatant&apos;s actions over the three phases</source>
        <translation>Die Aktionen des gewählten Kämpfers auf die drei Phasen verteilen</translation>
    </message>
    <message>
        <source>Phases 1 / 2 / 3:</source>
        <translation>Phasen 1 / 2 / 3:</translation>
    </message>
    <message>
        <source>Actions in phase %1</source>
        <translation>Aktionen in Phase %1</translation>
    </message>
    <message>
        <source>Select a combatant first.</source>
        <translation>Bitte zuerst einen Kämpfer wählen.</translation>
    </message>
    <message>
        <source>%1 acts</source>
        <translation>%1 handelt</translation>
    </message>
    <message>
        <source>%1 holds an action</source>
        <translation>%1 wartet eine Gelegenheit ab</translation>
    </message>
    <message>
        <source>%1 uses a held action</source>
        <translation>%1 nutzt eine Gelegenheitsaktion</translation>
    </message>
    <message>
        <source>%1 plans the phases</source>
        <translation>%1 plant die Phasen</translation>
    </message>
    <message>
        <source>%1 splits an action</source>
        <translation>%1 teilt eine Aktion</translation>
    </message>
    <message>
        <source>%1 leaves the fight</source>
        <translation>%1 verlässt den Kampf</translation>
    </message>
    <message>
        <source>No round yet: add the scene, then start a round.</source>
        <translation>Noch keine Runde: die Szene hinzufügen, dann eine Runde starten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1, phase %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde %1, Phase %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round %1 is over&lt;/b&gt;; start the next.</source>
        <translation>&lt;b&gt;Runde %1 ist vorbei&lt;/b&gt;; die nächste starten.</translation>
    </message>
    <message>
        <source>Next to act: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Als Nächstes handelt: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nobody has an action left in this phase: end it.</source>
        <translation>Niemand hat in dieser Phase noch eine Aktion: Phase beenden.</translation>
    </message>
    <message>
        <source>%1 (%2+%3+%4, INI %5)</source>
        <translation>%1 (%2+%3+%4, INI %5)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source> (+%1 extra)</source>
        <translation> (+%1 zusätzlich)</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>%1 (%2 to all rolls)</source>
        <translation>%1 (%2 auf alle Würfe)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>loses %1 in %2</source>
        <translation>verliert %1 in %2</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 Runde</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 Runden</translation>
    </message>
    <message>
        <source>knocked down</source>
        <translation>umgeworfen</translation>
    </message>
</context>
<context>
    <name>hitspread::TreatDialog</name>
    <message>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>Treat %1</source>
        <translation>%1 behandeln</translation>
    </message>
    <message>
        <source>Close a wound</source>
        <translation>Eine Wunde schließen</translation>
    </message>
    <message>
        <source>Extract a stuck bullet</source>
        <translation>Eine steckende Kugel entfernen</translation>
    </message>
    <message>
        <source>Treatment</source>
        <translation>Behandlung</translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n Wunde</numerusform>
            <numerusform>%n Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bullet(s) stuck</source>
        <translation>
            <numerusform>%n Kugel steckt</numerusform>
            <numerusform>%n Kugeln stecken</numerusform>
        </translation>
    </message>
    <message>
        <source>Location treated</source>
        <translation>Behandelte Körperzone</translation>
    </message>
    <message>
        <source>The medic&apos;s Paramedic rank</source>
        <translation>Sanitäter-Rang des Helfers</translation>
    </message>
    <message>
        <source>The medic&apos;s wounds</source>
        <translation>Wunden des Helfers</translation>
    </message>
    <message>
        <source>The GM&apos;s modifier</source>
        <translation>Modifikator der Spielleitung</translation>
    </message>
    <message>
        <source>&amp;Treatment:</source>
        <translation>&amp;Behandlung:</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Körperzone:</translation>
    </message>
    <message>
        <source>%1&apos;s &amp;Paramedic:</source>
        <translation>&amp;Sanitäter von %1:</translation>
    </message>
    <message>
        <source>Medic&apos;s &amp;wounds:</source>
        <translation>&amp;Wunden des Helfers:</translation>
    </message>
    <message>
        <source>GM &amp;modifier:</source>
        <translation>&amp;Modifikator der SL:</translation>
    </message>
    <message>
        <source>&amp;Treat</source>
        <translation>&amp;Behandeln</translation>
    </message>
    <message>
        <source>Impossible: %1</source>
        <translation>Unmöglich: %1</translation>
    </message>
    <message>
        <source>3d6 + Paramedic must reach 13 with a success die of %1 or more (the patient&apos;s wounds) to close one wound; anything less does 1 damage.</source>
        <translation>3W6 + Sanitäter muss 13 erreichen, mit einem Erfolgswürfel von %1 oder mehr (die Wunden des Patienten), um eine Wunde zu schließen; alles darunter macht 1 Schaden.</translation>
    </message>
    <message>
        <source>A success takes the bullet out and does 6 − the success die damage, %1 at the least; a failure does the full 6 and the bullet stays.</source>
        <translation>Ein Erfolg holt die Kugel heraus und richtet 6 − Erfolgswürfel Schaden an, mindestens %1; ein Fehlschlag richtet die vollen 6 an, und die Kugel bleibt.</translation>
    </message>
</context>
<context>
    <name>hitspread::UserGuideDialog</name>
    <message>
        <source>Hitspread User Guide</source>
        <translation>Hitspread-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>This build of Hitspread carries no user guide.</source>
        <translation>Dieser Build von Hitspread enthält kein Benutzerhandbuch.</translation>
    </message>
</context>
<context>
    <name>hitspread::coreterms</name>
    <message>
        <source>%1, %2 beyond</source>
        <translation>%1, %2 darüber hinaus</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Hex hit-location combat aid for tabletop role-playing games</source>
        <translation>Kampfhilfe mit Hexfeld-Trefferzonen für Tischrollenspiele</translation>
    </message>
    <message>
        <source>Ruleset folder, or the id of an installed one or of your own in ~/.local/share/hitspread/rulesets (default 3d-system).</source>
        <translation>Regelwerksordner oder die ID eines installierten oder eigenen Regelwerks in ~/.local/share/hitspread/rulesets (Vorgabe 3d-system).</translation>
    </message>
    <message>
        <source>Open a session file.</source>
        <translation>Eine Sitzungsdatei öffnen.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit.</source>
        <translation>Ein Bild des Fensters in FILE speichern und beenden.</translation>
    </message>
    <message>
        <source>No ruleset &apos;%1&apos; was found.</source>
        <translation>Kein Regelwerk „%1“ gefunden.</translation>
    </message>
    <message>
        <source>Ruleset not loaded</source>
        <translation>Regelwerk nicht geladen</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Sitzung nicht geöffnet</translation>
    </message>
</context>
</TS>
