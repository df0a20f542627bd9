main entry
counter java.util.concurrent.Semaphore@Main.java:17.permits limit 3 init 1

proc corpus.juc.semaphoreleak.Main.<clinit> {
  s2: write corpus.juc.semaphoreleak.Main.permits // at corpus.juc.semaphoreleak.Main.<clinit>(Main.java:17)
}

proc corpus.juc.semaphoreleak.Main.lambda$worker$0[corpus.juc.semaphoreleak.Main.worker:30#3] {
  s1: call corpus.juc.semaphoreleak.Main.process[corpus.juc.semaphoreleak.Main.lambda$worker$0:32#1,corpus.juc.semaphoreleak.Main.worker:30#3] // at corpus.juc.semaphoreleak.Main.lambda$worker$0(Main.java:32)
}

proc corpus.juc.semaphoreleak.Main.main {
  s1: call corpus.juc.semaphoreleak.Main.worker[corpus.juc.semaphoreleak.Main.main:40#1] // at corpus.juc.semaphoreleak.Main.main(Main.java:40)
  s2: call corpus.juc.semaphoreleak.Main.worker[corpus.juc.semaphoreleak.Main.main:40#1] // at corpus.juc.semaphoreleak.Main.main(Main.java:41)
  s3: fork corpus.juc.semaphoreleak.Main.lambda$worker$0[corpus.juc.semaphoreleak.Main.worker:30#3] java.lang.Thread@Main.java:30[corpus.juc.semaphoreleak.Main.main:40#1] // at corpus.juc.semaphoreleak.Main.main(Main.java:42)
  s4: fork corpus.juc.semaphoreleak.Main.lambda$worker$0[corpus.juc.semaphoreleak.Main.worker:30#3] java.lang.Thread@Main.java:30[corpus.juc.semaphoreleak.Main.main:41#2] // at corpus.juc.semaphoreleak.Main.main(Main.java:43)
  s5: join java.lang.Thread@Main.java:30[corpus.juc.semaphoreleak.Main.main:40#1] // at corpus.juc.semaphoreleak.Main.main(Main.java:44)
  s6: join java.lang.Thread@Main.java:30[corpus.juc.semaphoreleak.Main.main:41#2] // at corpus.juc.semaphoreleak.Main.main(Main.java:45)
}

proc corpus.juc.semaphoreleak.Main.process[corpus.juc.semaphoreleak.Main.lambda$worker$0:32#1,corpus.juc.semaphoreleak.Main.worker:30#3] {
  s1: read corpus.juc.semaphoreleak.Main.permits // at corpus.juc.semaphoreleak.Main.process(Main.java:21)
  s2: down java.util.concurrent.Semaphore@Main.java:17.permits 1 // at corpus.juc.semaphoreleak.Main.process(Main.java:21)
  s4: jump exit s6                       // at corpus.juc.semaphoreleak.Main.process(Main.java:22)
  s6: read corpus.juc.semaphoreleak.Main.done // at corpus.juc.semaphoreleak.Main.process(Main.java:25)
  s8: write corpus.juc.semaphoreleak.Main.done // at corpus.juc.semaphoreleak.Main.process(Main.java:25)
  s9: read corpus.juc.semaphoreleak.Main.permits // at corpus.juc.semaphoreleak.Main.process(Main.java:26)
  s10: up java.util.concurrent.Semaphore@Main.java:17.permits 1 // at corpus.juc.semaphoreleak.Main.process(Main.java:26)
}

proc corpus.juc.semaphoreleak.Main.worker[corpus.juc.semaphoreleak.Main.main:40#1] {
}

proc entry {
  init0: call corpus.juc.semaphoreleak.Main.<clinit> // at corpus.juc.semaphoreleak.Main.main(Main.java:40)
  main: call corpus.juc.semaphoreleak.Main.main // at corpus.juc.semaphoreleak.Main.main(Main.java:40)
}
