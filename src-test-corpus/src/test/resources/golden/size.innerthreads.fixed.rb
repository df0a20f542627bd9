main corpus.size.innerthreads.fixed.Main.main

proc corpus.size.innerthreads.fixed.Main$Child.<init>[corpus.size.innerthreads.fixed.Main$Child@Main.java:30,corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] {
  s3: write corpus.size.innerthreads.fixed.Main$Child@Main.java:30[corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45].this$0 // at corpus.size.innerthreads.fixed.Main$Child.<init>(Main.java:18)
}

proc corpus.size.innerthreads.fixed.Main$Child.run[corpus.size.innerthreads.fixed.Main$Child@Main.java:30,corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] {
  s1: read corpus.size.innerthreads.fixed.Main$Child@Main.java:30[corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45].this$0 // at corpus.size.innerthreads.fixed.Main$Child.run(Main.java:21)
  s2: read corpus.size.innerthreads.fixed.Main@Main.java:44.lock // at corpus.size.innerthreads.fixed.Main$Child.run(Main.java:21)
  s3: acquire java.lang.Object@Main.java:15[corpus.size.innerthreads.fixed.Main@Main.java:44] // at corpus.size.innerthreads.fixed.Main$Child.run(Main.java:21)
  s4: read corpus.size.innerthreads.fixed.Main$Child@Main.java:30[corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45].this$0 // at corpus.size.innerthreads.fixed.Main$Child.run(Main.java:22)
  s5: read corpus.size.innerthreads.fixed.Main@Main.java:44.counter // at corpus.size.innerthreads.fixed.Main$Child.run(Main.java:22)
  s7: write corpus.size.innerthreads.fixed.Main@Main.java:44.counter // at corpus.size.innerthreads.fixed.Main$Child.run(Main.java:22)
  s8: release java.lang.Object@Main.java:15[corpus.size.innerthreads.fixed.Main@Main.java:44] // at corpus.size.innerthreads.fixed.Main$Child.run(Main.java:23)
}

proc corpus.size.innerthreads.fixed.Main$Parent.<init>[corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] {
  s3: write corpus.size.innerthreads.fixed.Main$Parent@Main.java:45.this$0 // at corpus.size.innerthreads.fixed.Main$Parent.<init>(Main.java:27)
}

proc corpus.size.innerthreads.fixed.Main$Parent.run[corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] {
  s2: read corpus.size.innerthreads.fixed.Main$Parent@Main.java:45.this$0 // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:30)
  s3: call corpus.size.innerthreads.fixed.Main$Child.<init>[corpus.size.innerthreads.fixed.Main$Child@Main.java:30,corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:30)
  s5: read corpus.size.innerthreads.fixed.Main$Parent@Main.java:45.this$0 // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:31)
  s6: read corpus.size.innerthreads.fixed.Main@Main.java:44.lock // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:31)
  s7: acquire java.lang.Object@Main.java:15[corpus.size.innerthreads.fixed.Main@Main.java:44] // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:31)
  s8: fork corpus.size.innerthreads.fixed.Main$Child.run[corpus.size.innerthreads.fixed.Main$Child@Main.java:30,corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] corpus.size.innerthreads.fixed.Main$Child@Main.java:30[corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:32)
  s9: read corpus.size.innerthreads.fixed.Main$Parent@Main.java:45.this$0 // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:33)
  s10: read corpus.size.innerthreads.fixed.Main@Main.java:44.counter // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:33)
  s12: write corpus.size.innerthreads.fixed.Main@Main.java:44.counter // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:33)
  s13: release java.lang.Object@Main.java:15[corpus.size.innerthreads.fixed.Main@Main.java:44] // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:34)
  s19: join corpus.size.innerthreads.fixed.Main$Child@Main.java:30[corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] // at corpus.size.innerthreads.fixed.Main$Parent.run(Main.java:36)
}

proc corpus.size.innerthreads.fixed.Main.<init>[corpus.size.innerthreads.fixed.Main@Main.java:44] {
  s4: write corpus.size.innerthreads.fixed.Main@Main.java:44.lock // at corpus.size.innerthreads.fixed.Main.<init>(Main.java:15)
}

proc corpus.size.innerthreads.fixed.Main.main {
  s2: call corpus.size.innerthreads.fixed.Main.<init>[corpus.size.innerthreads.fixed.Main@Main.java:44] // at corpus.size.innerthreads.fixed.Main.main(Main.java:44)
  s6: call corpus.size.innerthreads.fixed.Main$Parent.<init>[corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] // at corpus.size.innerthreads.fixed.Main.main(Main.java:45)
  s7: fork corpus.size.innerthreads.fixed.Main$Parent.run[corpus.size.innerthreads.fixed.Main.main:45#7,corpus.size.innerthreads.fixed.Main$Parent@Main.java:45] corpus.size.innerthreads.fixed.Main$Parent@Main.java:45 // at corpus.size.innerthreads.fixed.Main.main(Main.java:45)
}
