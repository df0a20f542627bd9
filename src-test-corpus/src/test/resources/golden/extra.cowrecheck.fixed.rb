main entry

proc corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:51] {
  s4: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:51.id // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:25)
  s5: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:51.audited // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:26)
}

proc corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52,corpus.extra.cowrecheck.fixed.Main.main:52#11] {
  s4: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52[corpus.extra.cowrecheck.fixed.Main.main:52#11].id // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:25)
  s5: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52[corpus.extra.cowrecheck.fixed.Main.main:52#11].audited // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:26)
}

proc corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:58] {
  s4: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:58.id // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:25)
  s5: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:58.audited // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:26)
}

proc corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:59] {
  s4: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:59.id // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:25)
  s5: write corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:59.audited // at corpus.extra.cowrecheck.fixed.Main$Entry.<init>(Main.java:26)
}

proc corpus.extra.cowrecheck.fixed.Main$Entry.equals[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52,corpus.extra.cowrecheck.fixed.Main.main:52#11] {
  s3: read corpus.extra.cowrecheck.fixed.Main$Entry.id // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:32)
  s4: jump s5 s6                         // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:32)
  s5: call corpus.extra.cowrecheck.fixed.Main.pause // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:33)
  s6: read corpus.extra.cowrecheck.fixed.Main$Entry.audited // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:35)
  s7: jump s8 s22                        // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:35)
  s8: read corpus.extra.cowrecheck.fixed.Main.AUDIT // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:36)
  s9: acquire java.lang.Object@Main.java:18 // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:36)
  s10: read corpus.extra.cowrecheck.fixed.Main$Entry.id // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:37)
  s11: read corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52[corpus.extra.cowrecheck.fixed.Main.main:52#11].id // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:37)
  s11_1: goto s12e5                      // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:37)
  s20: release java.lang.Object@Main.java:18 // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:37)
  s20_1: goto exit                       // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:37)
  s22: read corpus.extra.cowrecheck.fixed.Main$Entry.id // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:40)
  s23: read corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52[corpus.extra.cowrecheck.fixed.Main.main:52#11].id // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:40)
  s24e4: goto exit                       // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:40)
  s12e5: goto s20                        // at corpus.extra.cowrecheck.fixed.Main$Entry.equals(Main.java:37)
}

proc corpus.extra.cowrecheck.fixed.Main.<clinit> {
  s2: write corpus.extra.cowrecheck.fixed.Main.AUDIT // at corpus.extra.cowrecheck.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.cowrecheck.fixed.Main.lambda$main$0[corpus.extra.cowrecheck.fixed.Main.main:52#11] {
  s2: call corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52,corpus.extra.cowrecheck.fixed.Main.main:52#11] // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3: jump exit3_s3_1 s3_2               // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3_2: call corpus.extra.cowrecheck.fixed.Main$Entry.equals[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52,corpus.extra.cowrecheck.fixed.Main.main:52#11] // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3_3: goto s3                          // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  exit3_s3_1: skip                       // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3_4: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3_5: jump exit3_s3_6 s3_7             // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3_7: call corpus.extra.cowrecheck.fixed.Main$Entry.equals[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:52,corpus.extra.cowrecheck.fixed.Main.main:52#11] // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3_8: goto s3_5                        // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  exit3_s3_6: skip                       // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
  s3_9: release java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.lambda$main$0(Main.java:52)
}

proc corpus.extra.cowrecheck.fixed.Main.main {
  s5: call corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:51] // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:51)
  s6: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:51)
  s6_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:51)
  s11: fork corpus.extra.cowrecheck.fixed.Main.lambda$main$0[corpus.extra.cowrecheck.fixed.Main.main:52#11] java.lang.Thread@Main.java:52 // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:53)
  s12: call corpus.extra.cowrecheck.fixed.Main.pause // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:54)
  s13: read corpus.extra.cowrecheck.fixed.Main.AUDIT // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:55)
  s14: acquire java.lang.Object@Main.java:18 // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:55)
  s15: call corpus.extra.cowrecheck.fixed.Main.pause // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:56)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:57)
  s23: call corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:58] // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:58)
  s24: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:58)
  s24_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:58)
  s26: call corpus.extra.cowrecheck.fixed.Main$Entry.<init>[corpus.extra.cowrecheck.fixed.Main$Entry@Main.java:59] // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:59)
  s27: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:59)
  s27_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:50#internal // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:59)
  s28: join java.lang.Thread@Main.java:52 // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:60)
}

proc corpus.extra.cowrecheck.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.cowrecheck.fixed.Main.<clinit> // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:50)
  main: call corpus.extra.cowrecheck.fixed.Main.main // at corpus.extra.cowrecheck.fixed.Main.main(Main.java:50)
}
