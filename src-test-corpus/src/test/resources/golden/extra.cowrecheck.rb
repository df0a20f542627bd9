main entry

proc corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:56] {
  s4: write corpus.extra.cowrecheck.Main$Entry@Main.java:56.id // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:30)
  s5: write corpus.extra.cowrecheck.Main$Entry@Main.java:56.audited // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:31)
}

proc corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:57,corpus.extra.cowrecheck.Main.main:57#11] {
  s4: write corpus.extra.cowrecheck.Main$Entry@Main.java:57[corpus.extra.cowrecheck.Main.main:57#11].id // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:30)
  s5: write corpus.extra.cowrecheck.Main$Entry@Main.java:57[corpus.extra.cowrecheck.Main.main:57#11].audited // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:31)
}

proc corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:61] {
  s4: write corpus.extra.cowrecheck.Main$Entry@Main.java:61.id // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:30)
  s5: write corpus.extra.cowrecheck.Main$Entry@Main.java:61.audited // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:31)
}

proc corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:63] {
  s4: write corpus.extra.cowrecheck.Main$Entry@Main.java:63.id // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:30)
  s5: write corpus.extra.cowrecheck.Main$Entry@Main.java:63.audited // at corpus.extra.cowrecheck.Main$Entry.<init>(Main.java:31)
}

proc corpus.extra.cowrecheck.Main$Entry.equals[corpus.extra.cowrecheck.Main$Entry@Main.java:57,corpus.extra.cowrecheck.Main.main:57#11] {
  s3: read corpus.extra.cowrecheck.Main$Entry.id // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:37)
  s4: jump s5 s6                         // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:37)
  s5: call corpus.extra.cowrecheck.Main.pause // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:38)
  s6: read corpus.extra.cowrecheck.Main$Entry.audited // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:40)
  s7: jump s8 s22                        // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:40)
  s8: read corpus.extra.cowrecheck.Main.AUDIT // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:41)
  s9: acquire java.lang.Object@Main.java:23 // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:41)
  s10: read corpus.extra.cowrecheck.Main$Entry.id // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:42)
  s11: read corpus.extra.cowrecheck.Main$Entry@Main.java:57[corpus.extra.cowrecheck.Main.main:57#11].id // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:42)
  s11_1: goto s12e5                      // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:42)
  s20: release java.lang.Object@Main.java:23 // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:42)
  s20_1: goto exit                       // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:42)
  s22: read corpus.extra.cowrecheck.Main$Entry.id // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:45)
  s23: read corpus.extra.cowrecheck.Main$Entry@Main.java:57[corpus.extra.cowrecheck.Main.main:57#11].id // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:45)
  s24e4: goto exit                       // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:45)
  s12e5: goto s20                        // at corpus.extra.cowrecheck.Main$Entry.equals(Main.java:42)
}

proc corpus.extra.cowrecheck.Main.<clinit> {
  s2: write corpus.extra.cowrecheck.Main.AUDIT // at corpus.extra.cowrecheck.Main.<clinit>(Main.java:23)
}

proc corpus.extra.cowrecheck.Main.lambda$main$0[corpus.extra.cowrecheck.Main.main:57#11] {
  s2: call corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:57,corpus.extra.cowrecheck.Main.main:57#11] // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3: jump exit3_s3_1 s3_2               // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3_2: call corpus.extra.cowrecheck.Main$Entry.equals[corpus.extra.cowrecheck.Main$Entry@Main.java:57,corpus.extra.cowrecheck.Main.main:57#11] // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3_3: goto s3                          // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  exit3_s3_1: skip                       // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3_4: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3_5: jump exit3_s3_6 s3_7             // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3_7: call corpus.extra.cowrecheck.Main$Entry.equals[corpus.extra.cowrecheck.Main$Entry@Main.java:57,corpus.extra.cowrecheck.Main.main:57#11] // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3_8: goto s3_5                        // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  exit3_s3_6: skip                       // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
  s3_9: release java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.lambda$main$0(Main.java:57)
}

proc corpus.extra.cowrecheck.Main.main {
  s5: call corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:56] // at corpus.extra.cowrecheck.Main.main(Main.java:56)
  s6: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.main(Main.java:56)
  s6_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.main(Main.java:56)
  s11: fork corpus.extra.cowrecheck.Main.lambda$main$0[corpus.extra.cowrecheck.Main.main:57#11] java.lang.Thread@Main.java:57 // at corpus.extra.cowrecheck.Main.main(Main.java:58)
  s12: call corpus.extra.cowrecheck.Main.pause // at corpus.extra.cowrecheck.Main.main(Main.java:59)
  s13: read corpus.extra.cowrecheck.Main.AUDIT // at corpus.extra.cowrecheck.Main.main(Main.java:60)
  s14: acquire java.lang.Object@Main.java:23 // at corpus.extra.cowrecheck.Main.main(Main.java:60)
  s16: call corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:61] // at corpus.extra.cowrecheck.Main.main(Main.java:61)
  s17: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.main(Main.java:61)
  s17_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.main(Main.java:61)
  s18: call corpus.extra.cowrecheck.Main.pause // at corpus.extra.cowrecheck.Main.main(Main.java:62)
  s20: call corpus.extra.cowrecheck.Main$Entry.<init>[corpus.extra.cowrecheck.Main$Entry@Main.java:63] // at corpus.extra.cowrecheck.Main.main(Main.java:63)
  s21: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.main(Main.java:63)
  s21_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:55#internal // at corpus.extra.cowrecheck.Main.main(Main.java:63)
  s22: release java.lang.Object@Main.java:23 // at corpus.extra.cowrecheck.Main.main(Main.java:64)
  s28: join java.lang.Thread@Main.java:57 // at corpus.extra.cowrecheck.Main.main(Main.java:65)
}

proc corpus.extra.cowrecheck.Main.pause {
}

proc entry {
  init0: call corpus.extra.cowrecheck.Main.<clinit> // at corpus.extra.cowrecheck.Main.main(Main.java:55)
  main: call corpus.extra.cowrecheck.Main.main // at corpus.extra.cowrecheck.Main.main(Main.java:55)
}
