<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>hitspread::MainWindow</name>
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
