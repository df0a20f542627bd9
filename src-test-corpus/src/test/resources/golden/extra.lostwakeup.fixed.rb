main corpus.extra.lostwakeup.fixed.Main.main

proc corpus.extra.lostwakeup.fixed.Main.lambda$main$0[corpus.extra.lostwakeup.fixed.Main.main:17#10] {
  s2: acquire java.lang.Object@Main.java:16 // at corpus.extra.lostwakeup.fixed.Main.lambda$main$0(Main.java:18)
  s3: notify java.lang.Object@Main.java:16 // at corpus.extra.lostwakeup.fixed.Main.lambda$main$0(Main.java:19)
  s4: release java.lang.Object@Main.java:16 // at corpus.extra.lostwakeup.fixed.Main.lambda$main$0(Main.java:20)
}

proc corpus.extra.lostwakeup.fixed.Main.main {
  s9: acquire java.lang.Object@Main.java:16 // at corpus.extra.lostwakeup.fixed.Main.main(Main.java:22)
  s10: fork corpus.extra.lostwakeup.fixed.Main.lambda$main$0[corpus.extra.lostwakeup.fixed.Main.main:17#10] java.lang.Thread@Main.java:17 // at corpus.extra.lostwakeup.fixed.Main.main(Main.java:23)
  s11: wait java.lang.Object@Main.java:16 // at corpus.extra.lostwakeup.fixed.Main.main(Main.java:24)
  s12: release java.lang.Object@Main.java:16 // at corpus.extra.lostwakeup.fixed.Main.main(Main.java:25)
}
