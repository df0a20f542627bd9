main corpus.jada.anythingtest.Main.main

proc corpus.jada.anythingtest.Main$1.<init>[corpus.jada.anythingtest.Main$1@Main.java:45] {
  s3: write corpus.jada.anythingtest.Main$1@Main.java:45.val$x // at corpus.jada.anythingtest.Main$1.<init>(Main.java:45)
  s4: write corpus.jada.anythingtest.Main$1@Main.java:45.val$y // at corpus.jada.anythingtest.Main$1.<init>(Main.java:45)
}

proc corpus.jada.anythingtest.Main$1.run[corpus.jada.anythingtest.Main$1@Main.java:45] {
  s1: read corpus.jada.anythingtest.Main$1@Main.java:45.val$x // at corpus.jada.anythingtest.Main$1.run(Main.java:48)
  s2: read corpus.jada.anythingtest.Main$1@Main.java:45.val$y // at corpus.jada.anythingtest.Main$1.run(Main.java:48)
  s3: call corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main$1.run:48#3,corpus.jada.anythingtest.Main$1@Main.java:45] // at corpus.jada.anythingtest.Main$1.run(Main.java:48)
}

proc corpus.jada.anythingtest.Main$Holder.<init>[corpus.jada.anythingtest.Main$Holder@Main.java:39] {
}

proc corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:39] {
  s1: read corpus.jada.anythingtest.Main$Holder@Main.java:39.content // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
}

proc corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:40] {
  s1: read corpus.jada.anythingtest.Main$Holder@Main.java:40.content // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
}

proc corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:39] {
  s2: write corpus.jada.anythingtest.Main$Holder@Main.java:39.content // at corpus.jada.anythingtest.Main$Holder.put(Main.java:20)
}

proc corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:40] {
  s2: write corpus.jada.anythingtest.Main$Holder@Main.java:40.content // at corpus.jada.anythingtest.Main$Holder.put(Main.java:20)
}

proc corpus.jada.anythingtest.Main.lambda$main$0[corpus.jada.anythingtest.Main.main:51#23] {
  s2: call corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main.lambda$main$0:51#2,corpus.jada.anythingtest.Main.main:51#23] // at corpus.jada.anythingtest.Main.lambda$main$0(Main.java:51)
}

proc corpus.jada.anythingtest.Main.main {
  s2: call corpus.jada.anythingtest.Main$Holder.<init>[corpus.jada.anythingtest.Main$Holder@Main.java:39] // at corpus.jada.anythingtest.Main.main(Main.java:39)
  s5: call corpus.jada.anythingtest.Main$Holder.<init>[corpus.jada.anythingtest.Main$Holder@Main.java:39] // at corpus.jada.anythingtest.Main.main(Main.java:40)
  s9: call corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:39] // at corpus.jada.anythingtest.Main.main(Main.java:41)
  s12: call corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:40] // at corpus.jada.anythingtest.Main.main(Main.java:42)
  s13: call corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:39] // at corpus.jada.anythingtest.Main.main(Main.java:43)
  s14: call corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:40] // at corpus.jada.anythingtest.Main.main(Main.java:44)
  s17: call corpus.jada.anythingtest.Main$1.<init>[corpus.jada.anythingtest.Main$1@Main.java:45] // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s19: fork corpus.jada.anythingtest.Main$1.run[corpus.jada.anythingtest.Main$1@Main.java:45] java.lang.Thread@Main.java:45 // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s23: fork corpus.jada.anythingtest.Main.lambda$main$0[corpus.jada.anythingtest.Main.main:51#23] java.lang.Thread@Main.java:51 // at corpus.jada.anythingtest.Main.main(Main.java:51)
}

proc corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main$1.run:48#3,corpus.jada.anythingtest.Main$1@Main.java:45] {
  s3: acquire java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:31)
  s5: acquire java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:32)
  s6: read corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s8: write corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s9: release java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:34)
  s19: release java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:35)
}

proc corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main.lambda$main$0:51#2,corpus.jada.anythingtest.Main.main:51#23] {
  s3: acquire java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:31)
  s5: acquire java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:32)
  s6: read corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s8: write corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s9: release java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:34)
  s19: release java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:35)
}
