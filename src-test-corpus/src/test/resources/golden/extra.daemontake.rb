main corpus.extra.daemontake.Main.main
counter java.util.concurrent.LinkedBlockingQueue@Main.java:20.items limit 3 init 0

proc corpus.extra.daemontake.Main.lambda$main$0[corpus.extra.daemontake.Main.main:21#11] {
  s1: read java.lang.System.out          // at corpus.extra.daemontake.Main.lambda$main$0(Main.java:24)
  s2: down java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.extra.daemontake.Main.lambda$main$0(Main.java:24)
  s2_1: goto s1                          // at corpus.extra.daemontake.Main.lambda$main$0(Main.java:24)
}

proc corpus.extra.daemontake.Main.main {
  s11: fork corpus.extra.daemontake.Main.lambda$main$0[corpus.extra.daemontake.Main.main:21#11] java.lang.Thread@Main.java:21 // at corpus.extra.daemontake.Main.main(Main.java:31)
  s11_1: goto s16e1                      // at corpus.extra.daemontake.Main.main(Main.java:31)
  s19: join java.lang.Thread@Main.java:21 // at corpus.extra.daemontake.Main.main(Main.java:35)
  s19_1: goto exit                       // at corpus.extra.daemontake.Main.main(Main.java:35)
  s16e1: up java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.extra.daemontake.Main.main(Main.java:33)
  s24e2: up java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.extra.daemontake.Main.main(Main.java:33)
  s30e3: up java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.extra.daemontake.Main.main(Main.java:33)
  s30e3_1: goto s19                      // at corpus.extra.daemontake.Main.main(Main.java:33)
}
