main corpus.extra.jdkaddall.fixed.Main.main

proc corpus.extra.jdkaddall.fixed.Main.lambda$main$0[corpus.extra.jdkaddall.fixed.Main.main:20#21] {
  s5_2: jump s5_1 s5                     // at corpus.extra.jdkaddall.fixed.Main.lambda$main$0(Main.java:20)
  s5: acquire java.util.List@Main.java:17 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$0(Main.java:20)
  s5_3: release java.util.List@Main.java:17 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$0(Main.java:20)
  s5_1: skip                             // at corpus.extra.jdkaddall.fixed.Main.lambda$main$0(Main.java:20)
  s7: acquire java.util.List@Main.java:16 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$0(Main.java:20)
  s7_1: release java.util.List@Main.java:16 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$0(Main.java:20)
}

proc corpus.extra.jdkaddall.fixed.Main.lambda$main$1[corpus.extra.jdkaddall.fixed.Main.main:21#22] {
  s5_2: jump s5_1 s5                     // at corpus.extra.jdkaddall.fixed.Main.lambda$main$1(Main.java:21)
  s5: acquire java.util.List@Main.java:16 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$1(Main.java:21)
  s5_3: release java.util.List@Main.java:16 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$1(Main.java:21)
  s5_1: skip                             // at corpus.extra.jdkaddall.fixed.Main.lambda$main$1(Main.java:21)
  s7: acquire java.util.List@Main.java:17 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$1(Main.java:21)
  s7_1: release java.util.List@Main.java:17 // at corpus.extra.jdkaddall.fixed.Main.lambda$main$1(Main.java:21)
}

proc corpus.extra.jdkaddall.fixed.Main.main {
  s11: acquire java.util.List@Main.java:16 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:18)
  s11_1: release java.util.List@Main.java:16 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:18)
  s12: acquire java.util.List@Main.java:17 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:19)
  s12_1: release java.util.List@Main.java:17 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:19)
  s21: fork corpus.extra.jdkaddall.fixed.Main.lambda$main$0[corpus.extra.jdkaddall.fixed.Main.main:20#21] java.lang.Thread@Main.java:20 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:22)
  s22: fork corpus.extra.jdkaddall.fixed.Main.lambda$main$1[corpus.extra.jdkaddall.fixed.Main.main:21#22] java.lang.Thread@Main.java:21 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:23)
  s23: join java.lang.Thread@Main.java:20 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:24)
  s24: join java.lang.Thread@Main.java:21 // at corpus.extra.jdkaddall.fixed.Main.main(Main.java:25)
}
