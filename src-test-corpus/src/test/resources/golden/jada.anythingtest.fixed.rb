main corpus.jada.anythingtest.fixed.Main.main

proc corpus.jada.anythingtest.fixed.Main$1.<init>[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] {
  s3: write corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$x // at corpus.jada.anythingtest.fixed.Main$1.<init>(Main.java:41)
  s4: write corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$y // at corpus.jada.anythingtest.fixed.Main$1.<init>(Main.java:41)
}

proc corpus.jada.anythingtest.fixed.Main$1.run[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] {
  s1: read corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$x // at corpus.jada.anythingtest.fixed.Main$1.run(Main.java:44)
  s2: read corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$y // at corpus.jada.anythingtest.fixed.Main$1.run(Main.java:44)
  s3: call corpus.jada.anythingtest.fixed.Main.nest[corpus.jada.anythingtest.fixed.Main$1.run:44#3,corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main$1.run(Main.java:44)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.<init>[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] {
}

proc corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] {
  s1: read corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35.content // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] {
  s1: read corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36.content // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] {
  s2: write corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35.content // at corpus.jada.anythingtest.fixed.Main$Holder.put(Main.java:16)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] {
  s2: write corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36.content // at corpus.jada.anythingtest.fixed.Main$Holder.put(Main.java:16)
}

proc corpus.jada.anythingtest.fixed.Main.lambda$main$0[corpus.jada.anythingtest.fixed.Main.main:47#23] {
  s2: call corpus.jada.anythingtest.fixed.Main.nest[corpus.jada.anythingtest.fixed.Main$1.run:44#3,corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.jada.anythingtest.fixed.Main.main {
  s2: call corpus.jada.anythingtest.fixed.Main$Holder.<init>[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:35)
  s5: call corpus.jada.anythingtest.fixed.Main$Holder.<init>[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:36)
  s9: call corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:37)
  s12: call corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:38)
  s13: call corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:39)
  s14: call corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:40)
  s17: call corpus.jada.anythingtest.fixed.Main$1.<init>[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s19: fork corpus.jada.anythingtest.fixed.Main$1.run[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] java.lang.Thread@Main.java:41 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s23: fork corpus.jada.anythingtest.fixed.Main.lambda$main$0[corpus.jada.anythingtest.fixed.Main.main:47#23] java.lang.Thread@Main.java:47 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:47)
}

proc corpus.jada.anythingtest.fixed.Main.nest[corpus.jada.anythingtest.fixed.Main$1.run:44#3,corpus.jada.anythingtest.fixed.Main$1@Main.java:41] {
  s3: acquire java.lang.Object@Main.java:37 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:27)
  s5: acquire java.lang.StringBuilder@Main.java:38 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:28)
  s6: read corpus.jada.anythingtest.fixed.Main.counter // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:29)
  s8: write corpus.jada.anythingtest.fixed.Main.counter // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:29)
  s9: release java.lang.StringBuilder@Main.java:38 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:30)
  s19: release java.lang.Object@Main.java:37 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:31)
}
