main corpus.jada.deadlocktwo.Main.main

proc corpus.jada.deadlocktwo.Main.lambda$main$0[corpus.jada.deadlocktwo.Main.main:20#13] {
  s3: acquire java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:21)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:22)
  s6: read corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:23)
  s8: write corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:23)
  s9: release java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:24)
  s19: release java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.lambda$main$0(Main.java:25)
}

proc corpus.jada.deadlocktwo.Main.main {
  s12: acquire java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.main(Main.java:27)
  s13: fork corpus.jada.deadlocktwo.Main.lambda$main$0[corpus.jada.deadlocktwo.Main.main:20#13] java.lang.Thread@Main.java:20 // at corpus.jada.deadlocktwo.Main.main(Main.java:28)
  s15: acquire java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.main(Main.java:29)
  s16: read corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.main(Main.java:30)
  s18: write corpus.jada.deadlocktwo.Main.shared // at corpus.jada.deadlocktwo.Main.main(Main.java:30)
  s19: release java.lang.Object@Main.java:19 // at corpus.jada.deadlocktwo.Main.main(Main.java:31)
  s29: release java.lang.Object@Main.java:18 // at corpus.jada.deadlocktwo.Main.main(Main.java:32)
}
