main corpus.extra.daemontake.fixed.Main.main
counter java.util.concurrent.LinkedBlockingQueue@Main.java:19.items limit 3 init 0

proc corpus.extra.daemontake.fixed.Main.lambda$main$0[corpus.extra.daemontake.fixed.Main.main:20#11] {
  s1: read java.lang.System.out          // at corpus.extra.daemontake.fixed.Main.lambda$main$0(Main.java:23)
  s2: down java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.extra.daemontake.fixed.Main.lambda$main$0(Main.java:23)
  s2_1: goto s1                          // at corpus.extra.daemontake.fixed.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.daemontake.fixed.Main.main {
  s11: fork corpus.extra.daemontake.fixed.Main.lambda$main$0[corpus.extra.daemontake.fixed.Main.main:20#11] java.lang.Thread@Main.java:20 // at corpus.extra.daemontake.fixed.Main.main(Main.java:30)
  s11_1: goto s16e1                      // at corpus.extra.daemontake.fixed.Main.main(Main.java:30)
  s19: join java.lang.Thread@Main.java:20 timed // at corpus.extra.daemontake.fixed.Main.main(Main.java:34)
  s19_1: goto exit                       // at corpus.extra.daemontake.fixed.Main.main(Main.java:34)
  s16e1: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.extra.daemontake.fixed.Main.main(Main.java:32)
  s24e2: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.extra.daemontake.fixed.Main.main(Main.java:32)
  s30e3: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.extra.daemontake.fixed.Main.main(Main.java:32)
  s30e3_1: goto s19                      // at corpus.extra.daemontake.fixed.Main.main(Main.java:32)
}
