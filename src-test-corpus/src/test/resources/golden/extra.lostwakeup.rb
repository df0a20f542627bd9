main corpus.extra.lostwakeup.Main.main

proc corpus.extra.lostwakeup.Main.lambda$main$0[corpus.extra.lostwakeup.Main.main:18#8] {
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.lostwakeup.Main.lambda$main$0(Main.java:19)
  s3: notify java.lang.Object@Main.java:17 // at corpus.extra.lostwakeup.Main.lambda$main$0(Main.java:20)
  s4: release java.lang.Object@Main.java:17 // at corpus.extra.lostwakeup.Main.lambda$main$0(Main.java:21)
}

proc corpus.extra.lostwakeup.Main.main {
  s8: fork corpus.extra.lostwakeup.Main.lambda$main$0[corpus.extra.lostwakeup.Main.main:18#8] java.lang.Thread@Main.java:18 // at corpus.extra.lostwakeup.Main.main(Main.java:23)
  s10: acquire java.lang.Object@Main.java:17 // at corpus.extra.lostwakeup.Main.main(Main.java:24)
  s11: wait java.lang.Object@Main.java:17 // at corpus.extra.lostwakeup.Main.main(Main.java:25)
  s12: release java.lang.Object@Main.java:17 // at corpus.extra.lostwakeup.Main.main(Main.java:26)
}
