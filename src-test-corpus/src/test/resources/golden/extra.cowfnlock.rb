main entry

proc corpus.extra.cowfnlock.Main.<clinit> {
  s2: write corpus.extra.cowfnlock.Main.SETTINGS // at corpus.extra.cowfnlock.Main.<clinit>(Main.java:22)
}

proc corpus.extra.cowfnlock.Main.format[corpus.extra.cowfnlock.Main.lambda$main$0:42#2,corpus.extra.cowfnlock.Main.main:42#9] {
  s1: call corpus.extra.cowfnlock.Main.pause // at corpus.extra.cowfnlock.Main.format(Main.java:33)
  s2: read corpus.extra.cowfnlock.Main.SETTINGS // at corpus.extra.cowfnlock.Main.format(Main.java:34)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.extra.cowfnlock.Main.format(Main.java:34)
  s5: release java.lang.Object@Main.java:22 // at corpus.extra.cowfnlock.Main.format(Main.java:35)
}

proc corpus.extra.cowfnlock.Main.lambda$main$0[corpus.extra.cowfnlock.Main.main:42#9] {
  s2: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:40#internal // at corpus.extra.cowfnlock.Main.lambda$main$0(Main.java:42)
  s2_1: jump s2_2 s2_3                   // at corpus.extra.cowfnlock.Main.lambda$main$0(Main.java:42)
  s2_3: call corpus.extra.cowfnlock.Main.format[corpus.extra.cowfnlock.Main.lambda$main$0:42#2,corpus.extra.cowfnlock.Main.main:42#9] // at corpus.extra.cowfnlock.Main.lambda$main$0(Main.java:42)
  s2_4: goto s2_1                        // at corpus.extra.cowfnlock.Main.lambda$main$0(Main.java:42)
  s2_2: skip                             // at corpus.extra.cowfnlock.Main.lambda$main$0(Main.java:42)
  s2_5: release java.util.concurrent.CopyOnWriteArrayList@Main.java:40#internal // at corpus.extra.cowfnlock.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.cowfnlock.Main.main {
  s4: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:40#internal // at corpus.extra.cowfnlock.Main.main(Main.java:41)
  s4_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:40#internal // at corpus.extra.cowfnlock.Main.main(Main.java:41)
  s9: fork corpus.extra.cowfnlock.Main.lambda$main$0[corpus.extra.cowfnlock.Main.main:42#9] java.lang.Thread@Main.java:42 // at corpus.extra.cowfnlock.Main.main(Main.java:43)
  s11: read corpus.extra.cowfnlock.Main.SETTINGS // at corpus.extra.cowfnlock.Main.main(Main.java:45)
  s12: acquire java.lang.Object@Main.java:22 // at corpus.extra.cowfnlock.Main.main(Main.java:45)
  s13: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:40#internal // at corpus.extra.cowfnlock.Main.main(Main.java:46)
  s13_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:40#internal // at corpus.extra.cowfnlock.Main.main(Main.java:46)
  s14: release java.lang.Object@Main.java:22 // at corpus.extra.cowfnlock.Main.main(Main.java:47)
  s20: join java.lang.Thread@Main.java:42 // at corpus.extra.cowfnlock.Main.main(Main.java:48)
}

proc corpus.extra.cowfnlock.Main.pause {
}

proc entry {
  init0: call corpus.extra.cowfnlock.Main.<clinit> // at corpus.extra.cowfnlock.Main.main(Main.java:40)
  main: call corpus.extra.cowfnlock.Main.main // at corpus.extra.cowfnlock.Main.main(Main.java:40)
}
